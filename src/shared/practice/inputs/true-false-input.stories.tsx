import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { trueFalse } from './basic-fixtures';
import { basicMarks, trueFalseText as t } from './strings-basic';
import { TrueFalseInput } from './true-false-input';
import { controlled, inputFrame, phone390 } from './story-helpers';

const Controlled = controlled(TrueFalseInput);

const meta = {
  title: 'Shared/Practice/TrueFalseInput',
  component: TrueFalseInput,
  args: { question: trueFalse.pattern.question, value: null, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [inputFrame()],
  parameters: phone390,
} satisfies Meta<typeof TrueFalseInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Neither picked: «درست» on the right, «نادرست» on its left; a tap or the arrows pick. */
export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radiogroup', { name: args.question.prompt })).toBeVisible();
    const yes = canvas.getByRole('radio', { name: t.true });
    const no = canvas.getByRole('radio', { name: t.false });
    await expect(yes.getBoundingClientRect().left).toBeGreaterThan(no.getBoundingClientRect().left);
    for (const card of [yes, no]) await expect(card.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(yes);
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'true_false', value: true });
    await userEvent.keyboard('{ArrowLeft}');
    await expect(no).toHaveFocus();
    await expect(no).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'true_false', value: false });
  },
};

export const Answered: Story = {
  args: { question: trueFalse.compare.question, value: { type: 'true_false', value: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: t.true })).toBeChecked();
  },
};

/** After a wrong answer: the child's «درست» is «پاسخ تو», «نادرست» the «پاسخ درست». */
export const WrongWithCorrect: Story = {
  args: { value: { type: 'true_false', value: true }, correct: trueFalse.pattern.correct, disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: t.true })).toHaveAccessibleDescription(basicMarks.yours);
    const no = canvas.getByRole('radio', { name: t.false });
    await expect(no).toHaveAccessibleDescription(basicMarks.right);
    await userEvent.click(no);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A 390 px phone, a result shown: the two cards side by side, nothing spills sideways. */
export const Phone390: Story = {
  args: { ...trueFalse.compare, value: trueFalse.compare.correct, disabled: true },
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expect(canvas.getByRole('radio', { name: t.true })).toHaveAccessibleDescription(
      `${basicMarks.yours} ${basicMarks.right}`,
    );
  },
};
