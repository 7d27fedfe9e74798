import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import type { AnswerInputProps } from '../types';
import { shortAnswer } from './basic-fixtures';
import { sameWords, ShortAnswerInput } from './short-answer-input';
import { basicMarks, shortAnswerText as t } from './strings-basic';
import { controlled } from './controlled';

type Props = AnswerInputProps<'short_answer'>;
const { question, correct } = shortAnswer.synonym;

const Controlled = controlled(ShortAnswerInput);

function setup(props: Partial<Props> = {}) {
  const onChange = vi.fn();
  renderWithApp(<Controlled question={question} value={null} onChange={onChange} {...props} />);
  return { onChange, user: userEvent.setup(), box: screen.getByRole('textbox', { name: question.prompt }) };
}

describe('ShortAnswerInput', () => {
  it('sends the text trimmed, and null while it is empty or only spaces', async () => {
    const { onChange, user, box } = setup();
    await user.type(box, ' جواب ');
    expect(onChange).toHaveBeenLastCalledWith({ type: 'short_answer', text: 'جواب' });
    expect(box).toHaveValue(' جواب ');
    await user.clear(box);
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.type(box, '  ');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('stops at max_length and shows a Persian counter only near the limit', async () => {
    const { user, box } = setup();
    expect(box).toHaveAttribute('maxlength', String(question.max_length));
    await user.type(box, 'پاسخ کوت');
    expect(screen.queryByText(t.counter(8, 14))).not.toBeInTheDocument();
    await user.type(box, 'اه');
    expect(screen.getByText('۱۰ از ۱۴ حرف')).toBeVisible();
    await user.type(box, ' است');
    expect(box).toHaveAccessibleDescription(t.counter(14, 14));
    await user.type(box, 'ها');
    expect(box).toHaveValue('پاسخ کوتاه است');
  });

  it('shows a wrong answer «پاسخ تو» and the right one in words, read-only', () => {
    const { box } = setup({ value: { type: 'short_answer', text: 'سؤال' }, correct, disabled: true });
    expect(box).toHaveAttribute('readonly');
    expect(box).toHaveValue('سؤال');
    expect(box).toHaveAccessibleDescription(`${basicMarks.yours} ${basicMarks.rightValue} جواب`);
  });

  it('marks a right answer «پاسخ درست», forgiving ي, ك and the zero-width non-joiner as the server does', () => {
    const { box } = setup({ value: { type: 'short_answer', text: 'جواب' }, correct, disabled: true });
    expect(box).toHaveAccessibleDescription(basicMarks.right);
    expect(sameWords('كتاب ها', 'کتاب‌ها')).toBe(true);
    expect(sameWords('ماهي', 'ماهی')).toBe(true);
    expect(sameWords('', '')).toBe(false);
  });
});
