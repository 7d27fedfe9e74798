import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fillText } from '../inputs/strings-fill';
import { phone, phone390, rect } from '../inputs/story-helpers';
import { Keypad } from './keypad';
import { keypadText as t } from './strings';
import { childSized } from './story-helpers';

const meta = {
  title: 'Shared/Practice/Keypad',
  component: Keypad,
  // The pad alone writes into no box; the inputs' stories («Keypad…») show it typing.
  args: { target: 'no-box' },
  decorators: [phone],
  parameters: phone390,
  globals: { viewport: { value: 'phone390' } },
} satisfies Meta<typeof Keypad>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A whole-number box (a fraction's part): ۰–۹ and ⌫ only, a phone's dial pad, child-sized. */
export const Digits: Story = {
  play: async ({ canvas }) => {
    const pad = canvas.getByRole('group', { name: t.pad });
    const keys = within(pad).getAllByRole('button');
    await expect(keys).toHaveLength(11);
    await expect(childSized(keys)).toBe(true);
    await expect(within(pad).queryByRole('button', { name: t.decimal })).toBeNull();
    await expect(within(pad).queryByRole('button', { name: t.minus })).toBeNull();
    // Left to right as every Persian phone lays out its digits: ۱ ۲ ۳ on top, ۰ under ۸, ⌫ on the right.
    const [one, two, three] = ['۱', '۲', '۳'].map((name) => within(pad).getByRole('button', { name }));
    await expect(rect(one!).right).toBeLessThanOrEqual(rect(two!).left);
    await expect(rect(two!).right).toBeLessThanOrEqual(rect(three!).left);
    const eight = within(pad).getByRole('button', { name: '۸' });
    const zero = within(pad).getByRole('button', { name: '۰' });
    await expect(rect(zero).left).toBe(rect(eight).left);
    await expect(rect(zero).top).toBeGreaterThan(rect(eight).bottom);
    await expect(rect(within(pad).getByRole('button', { name: t.erase })).left).toBeGreaterThan(rect(three!).right);
  },
};

/** A decimal box: «٫» and «−» in the fourth column, under ⌫. */
export const DecimalAndMinus: Story = {
  args: { decimal: true, minus: true },
  play: async ({ canvas, canvasElement }) => {
    const pad = canvas.getByRole('group', { name: t.pad });
    const [erase, minus, point] = [t.erase, t.minus, t.decimal].map((name) =>
      within(pad).getByRole('button', { name }),
    );
    await expect(point).toHaveTextContent('٫');
    await expect(rect(erase!).bottom).toBeLessThanOrEqual(rect(minus!).top);
    await expect(rect(minus!).bottom).toBeLessThanOrEqual(rect(point!).top);
    await expect(childSized(within(pad).getAllByRole('button'))).toBe(true);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** A mixed number: the switch between its boxes, the one being filled pressed. */
export const FractionSwitch: Story = {
  args: {
    boxes: [
      { name: fillText.whole, active: false, id: 'whole' },
      { name: fillText.numerator, active: true, id: 'numerator' },
      { name: fillText.denominator, active: false, id: 'denominator' },
    ],
  },
  play: async ({ canvas }) => {
    const boxes = within(canvas.getByRole('group', { name: t.boxes })).getAllByRole('button');
    await expect(boxes.map((box) => box.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']);
    // Left to right as the fraction on screen: the whole part's name on the left, as its box is.
    await expect(rect(boxes[0]!).right).toBeLessThanOrEqual(rect(boxes[1]!).left);
    await expect(rect(boxes[1]!).right).toBeLessThanOrEqual(rect(boxes[2]!).left);
    await expect(childSized(boxes)).toBe(true);
  },
};
