import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import type { AnswerInputProps } from '../types';
import { multipleChoice } from './basic-fixtures';
import { MultipleChoiceInput } from './multiple-choice-input';
import { basicMarks, multipleChoiceText as t } from './strings-basic';
import { controlled } from './controlled';

type Props = AnswerInputProps<'multiple_choice'>;
const { question, correct } = multipleChoice.decimals;

const Controlled = controlled(MultipleChoiceInput);

function setup(props: Partial<Props> = {}, q = question) {
  const onChange = vi.fn();
  renderWithApp(<Controlled question={q} value={null} onChange={onChange} {...props} />);
  return { onChange, user: userEvent.setup() };
}

/** The choice lettered `letter` of the question, by its accessible name. */
const choice = (letter: (typeof t.letters)[number], q = question) => {
  const index = t.letters.indexOf(letter);
  return screen.getByRole('radio', { name: t.choiceName(letter, q.choices[index]!.text) });
};

describe('MultipleChoiceInput', () => {
  it('shows the choices lettered «الف ب ج د» in a radio group named by the prompt, none picked', () => {
    const { onChange } = setup();
    expect(screen.getByRole('radiogroup', { name: question.prompt })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'الف) ۱٫۶',
      'ب) ۰٫۶۱',
      'ج) ۶٫۱',
      'د) ۶٫۱۱',
    ]);
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('picks a choice on a tap and sends its id', async () => {
    const { onChange, user } = setup();
    await user.click(choice('ج'));
    expect(onChange).toHaveBeenLastCalledWith({ type: 'multiple_choice', choice_id: 'c' });
    expect(choice('ج')).toBeChecked();
    expect(choice('الف')).not.toBeChecked();
  });

  it('is one tab stop; the arrows move the choice right to left (left is next)', async () => {
    const { onChange, user } = setup();
    await user.tab();
    expect(choice('الف')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(choice('ب')).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith({ type: 'multiple_choice', choice_id: 'b' });
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith({ type: 'multiple_choice', choice_id: 'c' });
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(choice('الف')).toHaveFocus();
    expect(choice('الف')).toBeChecked();
    // Only the picked card is in the tab order.
    expect(screen.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([0, -1, -1, -1]);
  });

  it('shows a result: the right choice «پاسخ درست», the child’s wrong one «پاسخ تو», nothing changeable', async () => {
    const { onChange, user } = setup({ value: { type: 'multiple_choice', choice_id: 'a' }, correct, disabled: true });
    expect(choice('ج')).toHaveAccessibleDescription(basicMarks.right);
    expect(choice('الف')).toHaveAccessibleDescription(basicMarks.yours);
    expect(choice('ب')).not.toHaveAccessibleDescription();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveAttribute('aria-disabled', 'true');
    await user.click(choice('ب'));
    expect(onChange).not.toHaveBeenCalled();
    expect(choice('الف')).toBeChecked();
  });

  it('marks a right pick both «پاسخ تو» and «پاسخ درست»', () => {
    setup({ value: correct, correct, disabled: true });
    expect(choice('ج')).toHaveAccessibleDescription(`${basicMarks.yours} ${basicMarks.right}`);
  });

  it('shows a choice’s picture beside its text, and takes its name from `label` when given', () => {
    const { question: animals } = multipleChoice.pictures;
    const { container } = renderWithApp(
      <MultipleChoiceInput question={animals} value={null} onChange={vi.fn()} label="پاسخ پرسش ۳" />,
    );
    expect(screen.getByRole('radiogroup', { name: 'پاسخ پرسش ۳' })).toBeInTheDocument();
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/media/avatars/eagle.svg',
      '/media/avatars/turtle.svg',
    ]);
  });
});
