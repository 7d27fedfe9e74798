import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { shortAnswer } from './basic-fixtures';
import { ShortAnswerInput } from './short-answer-input';
import { basicMarks, shortAnswerText as t } from './strings-basic';
import { controlled, inputFrame, phone390 } from './story-helpers';

const Controlled = controlled(ShortAnswerInput);

const meta = {
  title: 'Shared/Practice/ShortAnswerInput',
  component: ShortAnswerInput,
  args: { question: shortAnswer.synonym.question, value: null, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [inputFrame()],
  parameters: phone390,
} satisfies Meta<typeof ShortAnswerInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty box; what is typed is sent trimmed. */
export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: args.question.prompt });
    await expect(box.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.type(box, ' جواب ');
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'short_answer', text: 'جواب' });
  },
};

/** Near the limit a Persian counter shows; the box stops at max_length. */
export const NearTheLimit: Story = {
  args: { question: shortAnswer.phrase.question },
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: args.question.prompt });
    await userEvent.type(box, 'دانش‌آموزان کوشا و کتابخوان مدرسه');
    await expect(box).toHaveValue('دانش‌آموزان کوشا و کتابخوان مدرسه'.slice(0, 26));
    await expect(canvas.getByText(t.counter(26, 26))).toBeVisible();
  },
};

export const Answered: Story = {
  args: { value: { type: 'short_answer', text: 'جواب' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: args.question.prompt })).toHaveValue('جواب');
  },
};

/** After a wrong answer: read-only, «پاسخ تو» and the right answer in words under the box. */
export const WrongWithCorrect: Story = {
  args: { value: { type: 'short_answer', text: 'پرسش' }, correct: shortAnswer.synonym.correct, disabled: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: args.question.prompt });
    await expect(box).toHaveAttribute('readonly');
    await expect(box).toHaveAccessibleDescription(`${basicMarks.yours} ${basicMarks.rightValue} جواب`);
  },
};

/** The longest right answer on a 390 px phone, written with a space for the zero-width non-joiner. */
export const Phone390: Story = {
  args: {
    ...shortAnswer.phrase,
    value: { type: 'short_answer', text: 'دانش آموزان کوشا' },
    disabled: true,
  },
  globals: { viewport: { value: 'phone390' } },
  play: async ({ args, canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expect(canvas.getByRole('textbox', { name: args.question.prompt })).toHaveAccessibleDescription(
      basicMarks.right,
    );
  },
};
