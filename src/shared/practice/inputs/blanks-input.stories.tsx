import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { keypadText as k } from '../keypad/strings';
import { onTouchScreen } from '../keypad/story-helpers';
import { BlanksInput } from './blanks-input';
import { blanks } from './fill-fixtures';
import { controlled, fitsPhone, phone, rect } from './story-helpers';
import { fillText } from './strings-fill';

const Controlled = controlled(BlanksInput);

const meta = {
  title: 'Shared/Practice/BlanksInput',
  component: BlanksInput,
  args: { question: blanks.multiplication.question, value: null, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [phone],
} satisfies Meta<typeof BlanksInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** «a» comes before «b» reading left to right: on its left on one line, or on an earlier line. */
function leftToRight(a: Element, b: Element) {
  const [ra, rb] = [rect(a), rect(b)];
  return Math.abs(ra.top - rb.top) < 4 ? ra.right <= rb.left : ra.top < rb.top;
}

const middle = (element: Element) => (rect(element).top + rect(element).bottom) / 2;

/**
 * Grade 4, m4-two-digit-multiplication: a worked line of pure maths reads from the left as in the
 * book, boxes in it; Persian and Latin digits typed, Latin sent; it wraps inside 390 px.
 */
export const WorkedLine: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const [a, b] = [
      canvas.getByRole('textbox', { name: fillText.blank(1, 2) }),
      canvas.getByRole('textbox', { name: fillText.blank(2, 2) }),
    ];
    await expect(leftToRight(a, b)).toBe(true);
    await expect(rect(a).height).toBeGreaterThanOrEqual(44);
    await userEvent.type(a, '۲۶۴');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await userEvent.tab();
    await expect(b).toHaveFocus();
    await userEvent.keyboard('2640');
    await expect(b).toHaveValue('۲۶۴۰');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      type: 'blanks',
      values: [
        { blank_id: 'a', text: '264' },
        { blank_id: 'b', text: '2640' },
      ],
    });
    await expect(fitsPhone(canvasElement)).toBe(true);
  },
};

/** Grade 5: a decimal typed with Arabic-Indic digits and «٫», sent as '6.11'. */
export const Decimal: Story = {
  args: { question: blanks.decimal.question },
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: fillText.blank(1, 1) });
    await expect(box).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(box, '٦٫١١');
    await expect(box).toHaveValue('۶٫۱۱');
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'blanks', values: [{ blank_id: 'a', text: '6.11' }] });
  },
};

/** Grade 4: two of three boxes filled, so nothing can be sent yet. */
export const Partial: Story = {
  args: { question: blanks.distributive.question },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: fillText.blank(1, 3) }), '300');
    await userEvent.type(canvas.getByRole('textbox', { name: fillText.blank(2, 3) }), '30');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** Grade 4, «۱۷/۹ = ▢ و ▢/۹»: fractions stacked, the second box above its bar. */
export const MixedNumberInline: Story = {
  args: { question: blanks.mixed.question },
  play: async ({ canvas }) => {
    const [whole, numerator] = [
      canvas.getByRole('textbox', { name: fillText.blank(1, 2) }),
      canvas.getByRole('textbox', { name: fillText.blank(2, 2) }),
    ];
    // Maths reads left to right as the book writes it, «۱۷/۹ = ▢ ▢/۹»: the given fraction, then
    // the whole, then its fraction beside it (it was «▢ = ۱۷/۹ و ▢/۹»).
    await expect(leftToRight(canvas.getByText('۱۷'), whole)).toBe(true);
    // The numerator stands above its bar, so the two are side by side, not on one baseline.
    await expect(rect(whole).right).toBeLessThanOrEqual(rect(numerator).left);
    await expect(rect(numerator).left - rect(whole).right).toBeLessThan(24);
    await expect(rect(numerator).bottom).toBeGreaterThan(rect(whole).top);
  },
};

/** Grade 4: a box above one bar and another below the next. */
export const EquivalentFractions: Story = {
  args: { question: blanks.equivalent.question },
  play: async ({ canvas }) => {
    const [a, b] = [
      canvas.getByRole('textbox', { name: fillText.blank(1, 2) }),
      canvas.getByRole('textbox', { name: fillText.blank(2, 2) }),
    ];
    await expect(rect(a).top).toBeLessThan(rect(b).top);
    await expect(rect(a).right).toBeLessThanOrEqual(rect(b).left);
  },
};

/** Grade 3: minutes as hours and minutes, boxes in a Persian sentence read right to left. */
export const InASentence: Story = {
  args: { question: blanks.time.question },
  play: async ({ canvas }) => {
    const [hours, minutes] = [
      canvas.getByRole('textbox', { name: fillText.blank(1, 2) }),
      canvas.getByRole('textbox', { name: fillText.blank(2, 2) }),
    ];
    await expect(rect(minutes).right).toBeLessThanOrEqual(rect(hours).left);
  },
};

/** Grade 4 literature: words in text boxes sized by the blank; spaces around a word are not sent. */
export const Words: Story = {
  args: { question: blanks.words.question },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: fillText.blank(1, 2) }), 'آهسته');
    await userEvent.type(canvas.getByRole('textbox', { name: fillText.blank(2, 2) }), 'تند ');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      type: 'blanks',
      values: [
        { blank_id: 'a', text: 'آهسته' },
        { blank_id: 'b', text: 'تند' },
      ],
    });
  },
};

/** Grade 3 literature: letters missing inside words. */
export const LettersInWords: Story = {
  args: { question: blanks.letters.question },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox')).toHaveLength(3);
  },
};

/** A saved answer shown again, in Persian digits. */
export const Answered: Story = {
  args: {
    question: blanks.decimal.question,
    value: { type: 'blanks', values: [{ blank_id: 'a', text: '6.11' }] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: fillText.blank(1, 1) })).toHaveValue('۶٫۱۱');
  },
};

/** After a verdict: read-only, a tick under each right box, a cross and the right value under the wrong one. */
export const WrongWithCorrect: Story = {
  args: {
    ...blanks.distributive,
    value: {
      type: 'blanks',
      values: [
        { blank_id: 'a', text: '300' },
        { blank_id: 'b', text: '35' },
        { blank_id: 'c', text: '330' },
      ],
    },
    disabled: true,
  },
  play: async ({ canvas, canvasElement }) => {
    const wrong = canvas.getByRole('textbox', { name: fillText.blank(2, 3) });
    await expect(wrong).toHaveAttribute('readonly');
    await expect(wrong).toHaveAccessibleDescription(`${fillText.wrong} ${fillText.correctAnswer}: ۳۰`);
    await expect(canvas.getByRole('textbox', { name: fillText.blank(1, 3) })).toHaveAccessibleDescription(
      fillText.right,
    );
    const said = canvas.getByText(`${fillText.correctAnswer}:`);
    await expect(said).toBeVisible();
    // The right answer stands beside its box, in the line, not between two lines.
    await expect(Math.abs(middle(said) - middle(wrong))).toBeLessThan(8);
    await expect(fitsPhone(canvasElement)).toBe(true);
  },
};

/** After a verdict in a Persian sentence: each box keeps its letters and its verdict on its line. */
export const LettersAfterVerdict: Story = {
  args: {
    ...blanks.letters,
    value: {
      type: 'blanks',
      values: blanks.letters.correct.values.map((v, i) => ({ ...v, text: i === 0 ? 'ز' : v.text })),
    },
    disabled: true,
  },
  play: async ({ canvas, canvasElement }) => {
    const boxes = canvas.getAllByRole('textbox');
    for (const box of boxes) {
      const word = box.closest('span[style*="nowrap"]');
      await expect(word?.textContent?.trim()).not.toBe('');
      await expect(rect(word!).height).toBeLessThan(rect(box).height * 1.6);
    }
    await expect(Math.abs(middle(canvas.getByText(`${fillText.correctAnswer}:`)) - middle(boxes[0]!))).toBeLessThan(8);
    await expect(fitsPhone(canvasElement)).toBe(true);
  },
};

/** On a phone, a decimal missing from a sum: the keypad under the sentence fills the number box. */
export const KeypadNumberBlank: Story = {
  args: { question: blanks.decimal.question },
  beforeEach: onTouchScreen,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: fillText.blank(1, 1) });
    await expect(box).toHaveAttribute('inputmode', 'none');
    const pad = canvas.getByRole('group', { name: k.pad });
    for (const key of ['۶', k.decimal, '۱', '۱']) await userEvent.click(within(pad).getByRole('button', { name: key }));
    await expect(box).toHaveValue('۶٫۱۱');
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'blanks', values: [{ blank_id: 'a', text: '6.11' }] });
    await expect(fitsPhone(canvasElement)).toBe(true);
  },
};
