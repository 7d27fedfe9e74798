import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import type { AnswerInputProps } from '../types';
import { shortAnswer } from './basic-fixtures';
import { ShortAnswerInput } from './short-answer-input';
import { basicMarks, shortAnswerText as t } from './strings-basic';

type Props = AnswerInputProps<'short_answer'>;

/** The engine's part: it keeps the value and hands it back, as a real screen does. */
function Controlled(props: Props) {
  const [value, setValue] = useState(props.value);
  return (
    <ShortAnswerInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Shared/Practice/ShortAnswerInput',
  component: ShortAnswerInput,
  args: { question: shortAnswer.synonym.question, value: null, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <Box p="md" maw={640}>
        <Story />
      </Box>
    ),
  ],
  parameters: {
    viewport: { options: { phone390: { name: 'گوشی ۳۹۰', styles: { width: '390px', height: '844px' } } } },
  },
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
