import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import type { AnswerInputProps } from '../types';
import { trueFalse } from './basic-fixtures';
import { basicMarks, trueFalseText as t } from './strings-basic';
import { TrueFalseInput } from './true-false-input';
import { controlled } from './controlled';

type Props = AnswerInputProps<'true_false'>;
const { question, correct } = trueFalse.pattern;

const Controlled = controlled(TrueFalseInput);

function setup(props: Partial<Props> = {}) {
  const onChange = vi.fn();
  renderWithApp(<Controlled question={question} value={null} onChange={onChange} {...props} />);
  return { onChange, user: userEvent.setup() };
}

const yes = () => screen.getByRole('radio', { name: t.true });
const no = () => screen.getByRole('radio', { name: t.false });

describe('TrueFalseInput', () => {
  it('is a radio group named by the prompt with «درست» and «نادرست», neither picked', () => {
    setup();
    expect(screen.getByRole('radiogroup', { name: question.prompt })).toBeInTheDocument();
    expect(yes()).not.toBeChecked();
    expect(no()).not.toBeChecked();
  });

  it('sends true for «درست» and false for «نادرست»', async () => {
    const { onChange, user } = setup();
    await user.click(no());
    expect(onChange).toHaveBeenLastCalledWith({ type: 'true_false', value: false });
    expect(no()).toBeChecked();
    await user.click(yes());
    expect(onChange).toHaveBeenLastCalledWith({ type: 'true_false', value: true });
    expect(yes()).toBeChecked();
  });

  it('moves with the arrows in right-to-left order: «درست» on the right, «نادرست» to its left', async () => {
    const { onChange, user } = setup();
    await user.tab();
    expect(yes()).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(no()).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith({ type: 'true_false', value: false });
  });

  it('shows a result: the child’s wrong «درست» marked «پاسخ تو», the right «نادرست» «پاسخ درست»', async () => {
    const { onChange, user } = setup({ value: { type: 'true_false', value: true }, correct, disabled: true });
    expect(yes()).toBeChecked();
    expect(yes()).toHaveAccessibleDescription(basicMarks.yours);
    expect(no()).toHaveAccessibleDescription(basicMarks.right);
    await user.click(no());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the right answer alone when the child sent none', () => {
    setup({ correct, disabled: true });
    expect(yes()).not.toHaveAccessibleDescription();
    expect(no()).toHaveAccessibleDescription(basicMarks.right);
  });
});
