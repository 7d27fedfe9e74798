import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { Fraction } from './fraction';
import { MathText } from './math-text';

/** The prompt inside a heading, so its accessible name is what a screen reader reads. */
function renderPrompt(text: string) {
  const { container } = renderWithApp(
    <h2>
      <MathText text={text} />
    </h2>,
  );
  return { heading: screen.getByRole('heading'), isolates: [...container.querySelectorAll('bdi')] };
}

describe('MathText', () => {
  it('isolates a maths prompt left to right', () => {
    const { heading, isolates } = renderPrompt('۴۷ × ۲۳ = ؟');
    expect(heading).toHaveAccessibleName('۴۷ × ۲۳ = ؟');
    expect(isolates).toHaveLength(1);
    expect(isolates[0]).toHaveAttribute('dir', 'ltr');
    expect(isolates[0]).toHaveTextContent('۴۷ × ۲۳ = ؟');
  });

  it('shows Latin and Arabic-Indic digits as Persian', () => {
    expect(renderPrompt('47 × ٢٣ = ؟').heading).toHaveAccessibleName('۴۷ × ۲۳ = ؟');
  });

  it('leaves a sentence with a plain number unisolated', () => {
    const { heading, isolates } = renderPrompt('فصل 2 را بخوان.');
    expect(heading).toHaveAccessibleName('فصل ۲ را بخوان.');
    expect(isolates).toHaveLength(0);
  });

  it('reads a stacked fraction «۳ بر ۴» and isolates only the maths of a sentence', () => {
    const { heading, isolates } = renderPrompt('۳/۴ از ۲۰ چند است؟');
    expect(heading).toHaveAccessibleName('۳ بر ۴ از ۲۰ چند است؟');
    expect(isolates).toHaveLength(1);
    expect(heading.textContent?.endsWith(' از ۲۰ چند است؟')).toBe(true);
  });

  it('keeps the line of a blanks question before its box, trailing operator included', () => {
    const { heading, isolates } = renderPrompt('۲۳ × ۱۴ = ۲۳ × ۱۰ + ۲۳ ×');
    expect(heading).toHaveAccessibleName('۲۳ × ۱۴ = ۲۳ × ۱۰ + ۲۳ ×');
    expect(isolates[0]).toHaveTextContent(/^۲۳ × ۱۴ = ۲۳ × ۱۰ \+ ۲۳ ×$/);
  });

  it('reads a mixed number «۴ و ۱ بر ۲» inside a sum', () => {
    expect(renderPrompt('۴ و ۱/۲ + ۱ و ۱/۵ = ؟').heading).toHaveAccessibleName('۴ و ۱ بر ۲ + ۱ و ۱ بر ۵ = ؟');
  });
});

describe('Fraction', () => {
  it('draws the numerator over the denominator, hidden from assistive technology, in Persian digits', () => {
    const { container } = renderWithApp(<Fraction numerator={3} denominator="4" />);
    const drawing = container.querySelector('[aria-hidden="true"]');
    expect(drawing?.children).toHaveLength(2);
    expect(drawing?.children[0]).toHaveTextContent('۳');
    expect(drawing?.children[1]).toHaveTextContent('۴');
    expect(screen.getByText('۳ بر ۴')).toBeInTheDocument();
  });

  it('reads a mixed number with its whole part', () => {
    renderWithApp(<Fraction whole={2} numerator={1} denominator={3} />);
    expect(screen.getByText('۲ و ۱ بر ۳')).toBeInTheDocument();
  });
});
