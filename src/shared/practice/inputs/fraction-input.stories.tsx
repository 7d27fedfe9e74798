import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { keypadText as k } from '../keypad/strings';
import { childSized, onTouchScreen } from '../keypad/story-helpers';
import { fractions } from './fill-fixtures';
import { controlled, fitsPhone, phone, rect } from './story-helpers';
import { FractionInput } from './fraction-input';
import { fillText } from './strings-fill';

const Controlled = controlled(FractionInput);

const meta = {
  title: 'Shared/Practice/FractionInput',
  component: FractionInput,
  args: { question: fractions.intro.question, value: null, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [phone],
} satisfies Meta<typeof FractionInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Grade 3, «چه کسری از هندوانه خورده شده است؟»: Latin digits typed, Persian shown, numbers sent. */
export const Empty: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('group', { name: args.question.prompt })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: fillText.whole })).toBeNull();
    const numerator = canvas.getByRole('textbox', { name: fillText.numerator });
    const denominator = canvas.getByRole('textbox', { name: fillText.denominator });
    await expect(rect(numerator).height).toBeGreaterThanOrEqual(44);
    await expect(rect(numerator).bottom).toBeLessThanOrEqual(rect(denominator).top);
    await userEvent.tab();
    await expect(numerator).toHaveFocus();
    await userEvent.keyboard('8');
    await userEvent.tab();
    await userEvent.keyboard('10');
    await expect(numerator).toHaveValue('۸');
    await expect(denominator).toHaveValue('۱۰');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      type: 'fraction',
      whole: null,
      numerator: 8,
      denominator: 10,
    });
    await expect(fitsPhone(canvasElement)).toBe(true);
  },
};

/** Grade 4, «کسر ۱۱/۹ را به صورت عدد مخلوط بنویس»: the whole box on the left, as the books write «۱ و ۲/۹». */
export const MixedNumber: Story = {
  args: { question: fractions.mixed.question },
  play: async ({ args, canvas, userEvent }) => {
    const whole = canvas.getByRole('textbox', { name: fillText.whole });
    const numerator = canvas.getByRole('textbox', { name: fillText.numerator });
    await expect(rect(whole).right).toBeLessThanOrEqual(rect(numerator).left);
    await userEvent.type(whole, '١');
    await userEvent.tab();
    await expect(numerator).toHaveFocus();
    await userEvent.keyboard('٢');
    await userEvent.tab();
    await userEvent.keyboard('٩');
    await expect(whole).toHaveValue('۱');
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'fraction', whole: 1, numerator: 2, denominator: 9 });
  },
};

/** Grade 5, lowest terms asked: the hint says so and describes the answer area. */
export const Simplest: Story = {
  args: { question: fractions.simplify.question },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(fillText.simplestHint)).toBeVisible();
    await expect(canvas.getByRole('group', { name: args.question.prompt })).toHaveAccessibleDescription(
      fillText.simplestHint,
    );
  },
};

/** A zero denominator: nothing is sent and a Persian message says why. */
export const ZeroDenominator: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: fillText.numerator }), '۳');
    await userEvent.type(canvas.getByRole('textbox', { name: fillText.denominator }), '۰');
    await expect(canvas.getByRole('alert')).toHaveTextContent(fillText.zeroDenominator);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** A saved answer shown again (a quiz the child comes back to), in Persian digits. */
export const Answered: Story = {
  args: { question: fractions.mixedSum.question, value: { type: 'fraction', whole: 5, numerator: 7, denominator: 10 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: fillText.whole })).toHaveValue('۵');
    await expect(canvas.getByRole('textbox', { name: fillText.denominator })).toHaveValue('۱۰');
  },
};

/** After a wrong answer: read-only, a cross, «پاسخ درست:» and the right mixed number beside it. */
export const WrongWithCorrect: Story = {
  args: {
    ...fractions.mixedSum,
    value: { type: 'fraction', whole: 5, numerator: 2, denominator: 7 },
    disabled: true,
  },
  play: async ({ canvas, canvasElement }) => {
    const numerator = canvas.getByRole('textbox', { name: fillText.numerator });
    await expect(numerator).toHaveAttribute('readonly');
    await expect(canvas.getByText(`${fillText.correctAnswer}:`)).toBeVisible();
    await expect(numerator).toHaveAccessibleDescription(`${fillText.wrong} ${fillText.correctAnswer}: ۵ و ۷ بر ۱۰`);
    await expect(fitsPhone(canvasElement)).toBe(true);
  },
};

/** An equivalent fraction counts (۴/۵ for ۸/۱۰): a tick and «درست». */
export const RightWithCorrect: Story = {
  args: { ...fractions.intro, value: { type: 'fraction', whole: null, numerator: 4, denominator: 5 }, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(fillText.right)).toBeVisible();
    await expect(canvas.queryByText(`${fillText.correctAnswer}:`)).toBeNull();
  },
};

/** On a phone, a mixed number: the keypad's switch names the box its keys fill; digits only. */
export const KeypadSwitch: Story = {
  args: { question: fractions.mixed.question },
  beforeEach: onTouchScreen,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const pad = canvas.getByRole('group', { name: k.pad });
    const switchTo = (name: string) =>
      within(canvas.getByRole('group', { name: k.boxes })).getByRole('button', { name });
    const key = (name: string) => userEvent.click(within(pad).getByRole('button', { name }));
    await expect(within(pad).queryByRole('button', { name: k.decimal })).toBeNull();
    await expect(within(pad).queryByRole('button', { name: k.minus })).toBeNull();
    await expect(switchTo(fillText.whole)).toHaveAttribute('aria-pressed', 'true');
    await key('۱');
    await userEvent.click(switchTo(fillText.numerator));
    await expect(canvas.getByRole('textbox', { name: fillText.numerator })).toHaveFocus();
    await key('۲');
    await userEvent.click(switchTo(fillText.denominator));
    await key('۹');
    await expect(switchTo(fillText.denominator)).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'fraction', whole: 1, numerator: 2, denominator: 9 });
    await expect(childSized(within(pad).getAllByRole('button'))).toBe(true);
    await expect(fitsPhone(canvasElement)).toBe(true);
  },
};
