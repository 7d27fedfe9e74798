import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { multipleChoice } from './basic-fixtures';
import { MultipleChoiceInput } from './multiple-choice-input';
import { basicMarks, multipleChoiceText as t } from './strings-basic';
import { controlled, inputFrame, phone390 } from './story-helpers';

const Controlled = controlled(MultipleChoiceInput);

const meta = {
  title: 'Shared/Practice/MultipleChoiceInput',
  component: MultipleChoiceInput,
  args: { question: multipleChoice.decimals.question, value: null, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [inputFrame()],
  parameters: phone390,
} satisfies Meta<typeof MultipleChoiceInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const named = (letter: string, text: string) => ({ name: t.choiceName(letter, text) });

/** Nothing picked; a tap picks a card, the arrows move the pick right to left. */
export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radiogroup', { name: args.question.prompt })).toBeVisible();
    const cards = canvas.getAllByRole('radio');
    await expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'الف) ۱٫۶',
      'ب) ۰٫۶۱',
      'ج) ۶٫۱',
      'د) ۶٫۱۱',
    ]);
    for (const card of cards) await expect(card.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(canvas.getByRole('radio', named('ب', '۰٫۶۱')));
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'multiple_choice', choice_id: 'b' });
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', named('ج', '۶٫۱'))).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'multiple_choice', choice_id: 'c' });
  },
};

/** A choice picked (the second of two). */
export const Answered: Story = {
  args: { question: multipleChoice.twoChoices.question, value: { type: 'multiple_choice', choice_id: 'b' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', named('ب', 'علامت سؤال'))).toBeChecked();
    await expect(canvas.getByRole('radio', named('الف', 'نقطه'))).not.toBeChecked();
  },
};

/** After a wrong answer: the right choice «پاسخ درست», the child's «پاسخ تو», nothing changeable. */
export const WrongWithCorrect: Story = {
  args: {
    value: { type: 'multiple_choice', choice_id: 'a' },
    correct: multipleChoice.decimals.correct,
    disabled: true,
  },
  play: async ({ args, canvas, userEvent }) => {
    const right = canvas.getByRole('radio', named('ج', '۶٫۱'));
    await expect(right).toHaveAccessibleDescription(basicMarks.right);
    await expect(canvas.getByRole('radio', named('الف', '۱٫۶'))).toHaveAccessibleDescription(basicMarks.yours);
    await userEvent.click(right);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** After a right answer: the child's choice is the right one. */
export const RightWithCorrect: Story = {
  args: { value: multipleChoice.decimals.correct, correct: multipleChoice.decimals.correct, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', named('ج', '۶٫۱'))).toHaveAccessibleDescription(
      `${basicMarks.yours} ${basicMarks.right}`,
    );
  },
};

/** Choices with pictures beside their text (two of four have one). */
export const Pictures: Story = {
  args: { question: multipleChoice.pictures.question },
  play: async ({ canvasElement }) => {
    const pictures = [...canvasElement.querySelectorAll('img')];
    await expect(pictures.map((img) => img.getAttribute('src'))).toEqual([
      '/media/avatars/eagle.svg',
      '/media/avatars/turtle.svg',
    ]);
    for (const img of pictures) await expect(img).toBeVisible();
  },
};

/** The longest choices and a result on a 390 px phone: they wrap, nothing spills sideways. */
export const Phone390: Story = {
  args: {
    question: multipleChoice.longChoices.question,
    value: { type: 'multiple_choice', choice_id: 'd' },
    correct: multipleChoice.longChoices.correct,
    disabled: true,
  },
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    for (const card of canvas.getAllByRole('radio')) {
      await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    }
  },
};
