import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { keypadText as k } from '../keypad/strings';
import { childSized, onTouchScreen } from '../keypad/story-helpers';
import type { AnswerInputProps } from '../types';
import { numeric } from './basic-fixtures';
import { NumericInput } from './numeric-input';
import { basicMarks, numericText as t } from './strings-basic';
import { controlled, inputFrame, phone390 } from './story-helpers';

const Controlled = controlled(NumericInput);

const meta = {
  title: 'Shared/Practice/NumericInput',
  component: NumericInput,
  args: { question: numeric.metres.question, value: null, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [inputFrame()],
  parameters: phone390,
} satisfies Meta<typeof NumericInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The box's accessible name: the prompt, and the unit when there is one. */
const boxName = ({ prompt, unit }: AnswerInputProps<'numeric'>['question']) =>
  unit ? t.withUnit(prompt, unit) : prompt;

/** An empty box with «متر» after it; Arabic-Indic digits and «٫» typed, Latin digits and '.' sent. */
export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: boxName(args.question) });
    await expect(box).toHaveAttribute('inputmode', 'decimal');
    await expect(box.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const unit = canvas.getByText('متر');
    // Right to left: the unit comes after the box, on its left.
    await expect(unit.getBoundingClientRect().right).toBeLessThanOrEqual(box.getBoundingClientRect().left);
    await userEvent.type(box, '٣٫٥١');
    await expect(box).toHaveValue('۳٫۵۱');
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'numeric', number: '3.51' });
  },
};

/** A sent answer shown again (a quiz the child comes back to): Persian digits and «٫». */
export const Answered: Story = {
  args: { value: { type: 'numeric', number: '3.5' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: boxName(args.question) })).toHaveValue('۳٫۵');
  },
};

/** Not a number: the gentle hint shows only after the child leaves the box. */
export const NotANumber: Story = {
  args: { question: numeric.people.question },
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: boxName(args.question) });
    await userEvent.type(box, '۳۹۷ نفر');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByText(t.numberOnly)).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByText(t.numberOnly)).toBeVisible();
    await expect(box).toHaveAccessibleDescription(t.numberOnly);
  },
};

/** A whole-number question refuses «٫»: the text stays, nothing is sent, the hint says why. */
export const WholeNumberOnly: Story = {
  args: { question: numeric.people.question },
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: boxName(args.question) });
    await userEvent.type(box, '۳۹۷٫۵');
    await userEvent.tab();
    await expect(box).toHaveValue('۳۹۷٫۵');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByText(t.wholeOnly)).toBeVisible();
  },
};

/** After a wrong answer: read-only, «پاسخ تو» and the right value in words under the box. */
export const WrongWithCorrect: Story = {
  args: { value: { type: 'numeric', number: '3.49' }, correct: numeric.metres.correct, disabled: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: boxName(args.question) });
    await expect(box).toHaveAttribute('readonly');
    await expect(box).toHaveValue('۳٫۴۹');
    await expect(box).toHaveAccessibleDescription(`${basicMarks.yours} ${basicMarks.rightValue} ۳٫۵۱ متر`);
  },
};

/** After a right answer: «پاسخ درست» under the box. */
export const RightWithCorrect: Story = {
  args: { ...numeric.people, value: numeric.people.correct, disabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: boxName(args.question) })).toHaveAccessibleDescription(
      basicMarks.right,
    );
  },
};

/** A negative answer on a 390 px phone, the result shown: nothing spills sideways. */
export const Phone390: Story = {
  args: { ...numeric.negative, value: { type: 'numeric', number: '-25' }, disabled: true },
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const box = canvas.getByRole('textbox');
    await expect(box).toHaveValue('-۲۵');
    await expect(box).toHaveAccessibleDescription(`${basicMarks.yours} ${basicMarks.rightValue} -۲۸`);
  },
};

/** On a phone: the keypad under the box, no «٫» for a whole number; taps type, the focus stays in the box. */
export const WithKeypad: Story = {
  args: { question: numeric.people.question },
  globals: { viewport: { value: 'phone390' } },
  beforeEach: onTouchScreen,
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: boxName(args.question) });
    // The phone's own keyboard stays shut: it would cover the question.
    await expect(box).toHaveAttribute('inputmode', 'none');
    const pad = canvas.getByRole('group', { name: k.pad });
    await expect(within(pad).queryByRole('button', { name: k.decimal })).toBeNull();
    await expect(childSized(within(pad).getAllByRole('button'))).toBe(true);
    await expect(pad.getBoundingClientRect().top).toBeGreaterThan(box.getBoundingClientRect().bottom);
    await userEvent.click(box);
    for (const key of ['۳', '۹', '۷']) await userEvent.click(within(pad).getByRole('button', { name: key }));
    await expect(box).toHaveValue('۳۹۷');
    await expect(box).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'numeric', number: '397' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** A decimal answer tapped on the keypad: «۳٫۵» shown, '3.5' sent, as if typed. */
export const DecimalOnKeypad: Story = {
  args: { question: numeric.tenths.question },
  globals: { viewport: { value: 'phone390' } },
  beforeEach: onTouchScreen,
  play: async ({ args, canvas, userEvent }) => {
    const pad = canvas.getByRole('group', { name: k.pad });
    for (const key of ['۳', k.decimal, '۵']) await userEvent.click(within(pad).getByRole('button', { name: key }));
    await expect(canvas.getByRole('textbox', { name: boxName(args.question) })).toHaveValue('۳٫۵');
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'numeric', number: '3.5' });
  },
};

/** A tablet with a keyboard: the first real keystroke puts the keypad away, and typing goes on. */
export const KeypadGoneForKeyboard: Story = {
  args: { question: numeric.tenths.question },
  beforeEach: onTouchScreen,
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: boxName(args.question) });
    await expect(canvas.getByRole('group', { name: k.pad })).toBeVisible();
    await userEvent.type(box, '0.4');
    await expect(canvas.queryByRole('group', { name: k.pad })).toBeNull();
    await expect(box).toHaveAttribute('inputmode', 'decimal');
    await expect(box).toHaveValue('۰.۴');
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'numeric', number: '0.4' });
  },
};
