import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { applesPicture, questions } from './question-fixtures';
import { imageAltOf, QuestionView } from './question-view';
import { t } from './strings';

describe('QuestionView', () => {
  it('shows the prompt as a level 2 heading naming the question’s section', () => {
    renderWithApp(<QuestionView question={questions.numeric} />);
    expect(screen.getByRole('heading', { level: 2, name: '۳۱۶ + ۱۴۵ = ؟' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '۳۱۶ + ۱۴۵ = ؟' })).toBeInTheDocument();
  });

  it('takes another heading level, and reads a fraction prompt in Persian', () => {
    renderWithApp(<QuestionView question={questions.fractionOf} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: '۱ بر ۳ از ۱۸ سیب چند سیب است؟' })).toBeInTheDocument();
  });

  it('shows the question’s place in the set in Persian digits, and nothing when not given', () => {
    const { unmount } = renderWithApp(<QuestionView question={questions.trueFalse} number={3} count={10} />);
    expect(screen.getByText('پرسش ۳ از ۱۰')).toBeInTheDocument();
    unmount();
    renderWithApp(<QuestionView question={questions.trueFalse} />);
    expect(screen.queryByText(/^پرسش/)).not.toBeInTheDocument();
  });

  it('shows the picture, lazily, with a Persian alt from the prompt', () => {
    renderWithApp(<QuestionView question={{ ...questions.fractionOf, image_url: applesPicture }} />);
    const picture = screen.getByRole('img', { name: 'تصویر پرسش: ۱/۳ از ۱۸ سیب چند سیب است؟' });
    expect(picture).toHaveAttribute('src', applesPicture);
    expect(picture).toHaveAttribute('loading', 'lazy');
  });

  it('shows no picture when the question has none, and never a hint (practice puts them below)', () => {
    renderWithApp(<QuestionView question={questions.fractionSum} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.hint })).not.toBeInTheDocument();
  });

  it('shows the answer input below the prompt', () => {
    renderWithApp(
      <QuestionView question={questions.numeric}>
        <input aria-label="پاسخ" />
      </QuestionView>,
    );
    const heading = screen.getByRole('heading');
    const input = screen.getByRole('textbox', { name: 'پاسخ' });
    expect(heading.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('imageAltOf', () => {
  it('cuts a long prompt at a word, with «…», and turns its digits Persian', () => {
    const alt = imageAltOf(questions.longPassage.prompt);
    expect(alt.startsWith(t.imageAlt('«ابوریحان بیرونی'))).toBe(true);
    expect(alt.endsWith('…')).toBe(true);
    expect(alt.length).toBeLessThan(100);
    expect(imageAltOf('12 + 5 = ?')).toBe(t.imageAlt('۱۲ + ۵ = ?'));
  });
});
