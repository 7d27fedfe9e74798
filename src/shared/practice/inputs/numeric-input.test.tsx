import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import type { AnswerInputProps } from '../types';
import { numeric } from './basic-fixtures';
import { NumericInput } from './numeric-input';
import { basicMarks, numericText as t } from './strings-basic';
import { controlled } from './controlled';

type Props = AnswerInputProps<'numeric'>;
type Picked = (typeof numeric)[keyof typeof numeric];

const Controlled = controlled(NumericInput);

function setup(picked: Picked, props: Partial<Props> = {}) {
  const onChange = vi.fn();
  const view = renderWithApp(<Controlled question={picked.question} value={null} onChange={onChange} {...props} />);
  const { prompt, unit } = picked.question;
  const box = screen.getByRole('textbox', { name: unit ? t.withUnit(prompt, unit) : prompt });
  return { onChange, user: userEvent.setup(), box, view };
}

describe('NumericInput', () => {
  it.each([
    ['۱۲٫۵', '۱۲٫۵'],
    ['١٢٫٥', '۱۲٫۵'],
    ['12.5', '۱۲.۵'],
    ['۱۲.۵', '۱۲.۵'],
  ])('reads %s as 12.5, showing %s', async (typed, shown) => {
    const { onChange, user, box } = setup(numeric.metres);
    await user.type(box, typed);
    expect(onChange).toHaveBeenLastCalledWith({ type: 'numeric', number: '12.5' });
    expect(box).toHaveValue(shown);
  });

  it('sends null while a number is half typed, with no hint until the child leaves the box', async () => {
    const { onChange, user, box } = setup(numeric.metres);
    await user.type(box, '۱۲٫');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText(t.numberOnly)).not.toBeInTheDocument();
    await user.tab();
    expect(box).toHaveAccessibleDescription(t.numberOnly);
    expect(box).toHaveValue('۱۲٫');
    await user.type(box, '۵');
    expect(onChange).toHaveBeenLastCalledWith({ type: 'numeric', number: '12.5' });
    expect(screen.queryByText(t.numberOnly)).not.toBeInTheDocument();
  });

  it('refuses «٫» when the answer is a whole number, keeping what was typed', async () => {
    const { onChange, user, box } = setup(numeric.people);
    await user.type(box, '۳۹۷٫۵');
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.tab();
    expect(box).toHaveValue('۳۹۷٫۵');
    expect(box).toHaveAccessibleDescription(t.wholeOnly);
  });

  it('refuses more decimal places than the question has', async () => {
    const { onChange, user, box } = setup(numeric.tenths);
    await user.type(box, '0.45');
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.tab();
    expect(box).toHaveAccessibleDescription(t.maxDecimals(1));
  });

  it('takes a leading minus and shows the unit after the box', async () => {
    const { onChange, user, box } = setup(numeric.negative);
    await user.type(box, '-28');
    expect(onChange).toHaveBeenLastCalledWith({ type: 'numeric', number: '-28' });
    expect(box).toHaveValue('-۲۸');
    setup(numeric.people);
    expect(screen.getByText('نفر')).toBeVisible();
  });

  it('hints «فقط عدد بنویس» for letters after blur, and drops the hint once the text is a number', async () => {
    const { onChange, user, box } = setup(numeric.whole);
    await user.type(box, '۱۴ تا');
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.tab();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(t.numberOnly)).toBeVisible();
    await user.type(box, '{Backspace}{Backspace}{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith({ type: 'numeric', number: '14' });
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the caret where the child typed when a Latin digit turns Persian', async () => {
    const { onChange, user, box } = setup(numeric.people);
    await user.type(box, '125');
    await user.type(box, '3', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(box).toHaveValue('۱۲۳۵');
    expect((box as HTMLInputElement).selectionStart).toBe(3);
    expect(onChange).toHaveBeenLastCalledWith({ type: 'numeric', number: '1235' });
  });

  it('shows a sent value in Persian digits and empties the box when the value is reset', async () => {
    const { question } = numeric.metres;
    function Resettable() {
      const [value, setValue] = useState<Props['value']>({ type: 'numeric', number: '3.51' });
      return (
        <>
          <NumericInput question={question} value={value} onChange={setValue} />
          <button onClick={() => setValue(null)}>reset</button>
        </>
      );
    }
    renderWithApp(<Resettable />);
    const box = screen.getByRole('textbox');
    expect(box).toHaveValue('۳٫۵۱');
    await userEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(box).toHaveValue('');
  });

  it('shows a wrong answer «پاسخ تو» and the right one in words, read-only', async () => {
    const { onChange, user, box } = setup(numeric.metres, {
      value: { type: 'numeric', number: '3.5' },
      correct: numeric.metres.correct,
      disabled: true,
    });
    expect(box).toHaveAttribute('readonly');
    expect(box).toHaveAccessibleDescription(`${basicMarks.yours} ${basicMarks.rightValue} ۳٫۵۱ متر`);
    await user.type(box, '1');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('marks a right answer «پاسخ درست», however it was written', () => {
    const { box } = setup(numeric.metres, {
      value: { type: 'numeric', number: '3.510' },
      correct: numeric.metres.correct,
      disabled: true,
    });
    expect(box).toHaveAccessibleDescription(basicMarks.right);
  });
});
