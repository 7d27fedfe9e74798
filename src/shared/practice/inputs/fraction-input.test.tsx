import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import type { FractionAnswerValue } from '@/api/generated/model';
import { renderWithApp } from '@/testing/render';
import type { AnswerInputProps } from '../types';
import { fractions } from './fill-fixtures';
import { FractionInput } from './fraction-input';
import { fillText } from './strings-fill';

type Props = Partial<AnswerInputProps<'fraction'>> & Pick<AnswerInputProps<'fraction'>, 'question'>;

/** The input in a parent that keeps its value, as the engine does; returns what onChange received. */
function renderFraction({ value = null, ...props }: Props) {
  const onChange = vi.fn<(value: FractionAnswerValue | null) => void>();
  function Parent() {
    const [current, setCurrent] = useState(value);
    const change = (next: FractionAnswerValue | null) => {
      onChange(next);
      setCurrent(next);
    };
    return (
      <>
        <FractionInput value={current} onChange={change} {...props} />
        <button type="button" onClick={() => setCurrent(null)}>
          reset
        </button>
      </>
    );
  }
  const view = renderWithApp(<Parent />);
  return { onChange, user: userEvent.setup(), view };
}

const box = (name: string) => screen.getByRole('textbox', { name });
const last = (onChange: Mock<(value: FractionAnswerValue | null) => void>) => onChange.mock.calls.at(-1)?.[0];

describe('FractionInput', () => {
  it.each([
    ['Persian', '۱', '۲', '۹'],
    ['Arabic-Indic', '١', '٢', '٩'],
    ['Latin', '1', '2', '9'],
  ])('takes %s digits, shows them in Persian and sends numbers', async (_set, whole, numerator, denominator) => {
    const { onChange, user } = renderFraction({ question: fractions.mixed.question });
    await user.type(box(fillText.whole), whole);
    await user.type(box(fillText.numerator), numerator);
    expect(last(onChange)).toBeNull();
    await user.type(box(fillText.denominator), denominator);
    expect(
      [box(fillText.whole), box(fillText.numerator), box(fillText.denominator)].map((b) => b.getAttribute('value')),
    ).toEqual(['۱', '۲', '۹']);
    expect(last(onChange)).toEqual({ type: 'fraction', whole: 1, numerator: 2, denominator: 9 });
  });

  it('moves whole → numerator → denominator with Tab, boxes with the number keypad', async () => {
    const { user } = renderFraction({ question: fractions.mixed.question });
    await user.tab();
    expect(box(fillText.whole)).toHaveFocus();
    await user.tab();
    expect(box(fillText.numerator)).toHaveFocus();
    await user.tab();
    expect(box(fillText.denominator)).toHaveFocus();
    expect(box(fillText.denominator)).toHaveAttribute('inputmode', 'numeric');
  });

  it('sends a fraction without a whole part when the question is not mixed, and drops what is not a digit', async () => {
    const { onChange, user } = renderFraction({ question: fractions.intro.question });
    expect(screen.queryByRole('textbox', { name: fillText.whole })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: fractions.intro.question.prompt })).toBeInTheDocument();
    await user.type(box(fillText.numerator), '۸a/');
    await user.type(box(fillText.denominator), '1۰');
    expect(box(fillText.numerator)).toHaveValue('۸');
    expect(last(onChange)).toEqual({ type: 'fraction', whole: null, numerator: 8, denominator: 10 });
  });

  it('leaves an empty whole box of a mixed number as null (the server reads it as 0)', async () => {
    const { onChange, user } = renderFraction({ question: fractions.mixed.question });
    await user.type(box(fillText.numerator), '۱۱');
    await user.type(box(fillText.denominator), '۹');
    expect(last(onChange)).toEqual({ type: 'fraction', whole: null, numerator: 11, denominator: 9 });
  });

  it('sends nothing for a zero denominator and says why, in Persian', async () => {
    const { onChange, user } = renderFraction({ question: fractions.intro.question });
    await user.type(box(fillText.numerator), '3');
    await user.type(box(fillText.denominator), '٠');
    expect(last(onChange)).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(fillText.zeroDenominator);
    expect(box(fillText.denominator)).toHaveAttribute('aria-invalid', 'true');
    expect(box(fillText.denominator)).toHaveAccessibleDescription(fillText.zeroDenominator);
    await user.type(box(fillText.denominator), '۴');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(last(onChange)).toEqual({ type: 'fraction', whole: null, numerator: 3, denominator: 4 });
  });

  it('asks for lowest terms when the question does', () => {
    renderFraction({ question: fractions.simplify.question });
    expect(screen.getByText(fillText.simplestHint)).toBeInTheDocument();
    expect(screen.getByRole('group')).toHaveAccessibleDescription(fillText.simplestHint);
  });

  it('shows a saved answer in Persian digits and clears when the parent resets it', async () => {
    const saved = { type: 'fraction', whole: 5, numerator: 7, denominator: 10 } as const;
    const { user } = renderFraction({ question: fractions.mixedSum.question, value: saved });
    expect(box(fillText.whole)).toHaveValue('۵');
    expect(box(fillText.denominator)).toHaveValue('۱۰');
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(box(fillText.whole)).toHaveValue('');
    expect(box(fillText.denominator)).toHaveValue('');
  });

  it('shows the right answer beside a wrong one, read-only, with a cross and words', () => {
    const { question, correct } = fractions.mixed;
    const wrong = { type: 'fraction', whole: 1, numerator: 3, denominator: 9 } as const;
    renderFraction({ question, correct, value: wrong, disabled: true });
    expect(box(fillText.numerator)).toHaveAttribute('readonly');
    expect(screen.getByText(`${fillText.correctAnswer}:`)).toBeInTheDocument();
    expect(box(fillText.numerator)).toHaveAccessibleDescription(
      `${fillText.wrong} ${fillText.correctAnswer}: ۱ و ۲ بر ۹`,
    );
  });

  it('counts an equivalent fraction as right, but not when lowest terms are asked', () => {
    const { question, correct } = fractions.intro; // 8/10, any equivalent
    const { view } = renderFraction({
      question,
      correct,
      value: { type: 'fraction', whole: null, numerator: 4, denominator: 5 },
      disabled: true,
    });
    expect(screen.getByText(fillText.right)).toBeInTheDocument();
    view.unmount();
    const simplify = fractions.simplify; // 5/12 in lowest terms
    renderFraction({
      ...simplify,
      value: { type: 'fraction', whole: null, numerator: 10, denominator: 24 },
      disabled: true,
    });
    expect(screen.queryByText(fillText.right)).not.toBeInTheDocument();
    expect(screen.getByText(`${fillText.correctAnswer}:`)).toBeInTheDocument();
  });
});
