import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { earthLayers, placeValue } from './arrange-fixtures';
import { MatchingInput } from './matching-input';
import { arrangeMarks, matchingText as t } from './strings-arrange';
import { controlled, inputFrame, phone390 } from './story-helpers';

const Controlled = controlled(MatchingInput);

const meta = {
  title: 'Shared/Practice/MatchingInput',
  component: MatchingInput,
  args: { question: placeValue.question, value: null, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [inputFrame(720)],
  parameters: phone390,
} satisfies Meta<typeof MatchingInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card by its text, whatever its pair adds to its name. */
const named = (text: string) => (name: string) => name === text || name.startsWith(`${text} (`);
/** The name of a paired card. */
const paired = (text: string, pair: number, partner: string) => `${text} ${t.pairedWith(pair, partner)}`;
const card = (canvas: HTMLElement, text: string) => within(canvas).getByRole('button', { name: named(text) });

/** Tap a left card, then a right one: they pair (number and colour); the answer comes with the last pair. */
export const Empty: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const nine = card(canvasElement, 'رقم ۹');
    await userEvent.click(nine);
    await expect(nine).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(card(canvasElement, '۹۰۰٬۰۰۰'));
    await expect(card(canvasElement, 'رقم ۹')).toHaveAccessibleName(paired('رقم ۹', 0, '۹۰۰٬۰۰۰'));
    await expect(card(canvasElement, '۹۰۰٬۰۰۰')).toHaveTextContent('۱');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    // Right first, then left, works too.
    await userEvent.click(card(canvasElement, '۵۰'));
    await userEvent.click(card(canvasElement, 'رقم ۵'));
    await userEvent.click(card(canvasElement, 'رقم ۲'));
    await userEvent.click(card(canvasElement, '۲۰۰۰'));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      type: 'matching',
      pairs: [
        { left_id: 'a', right_id: 'c' },
        { left_id: 'b', right_id: 'b' },
        { left_id: 'c', right_id: 'a' },
      ],
    });
    await expect(canvasElement).toHaveTextContent(t.allPaired);
    // Tapping a pair again takes it apart and selects the tapped card for a new partner.
    await userEvent.click(card(canvasElement, '۲۰۰۰'));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(card(canvasElement, '۲۰۰۰')).toHaveAttribute('aria-pressed', 'true');
    await expect(card(canvasElement, 'رقم ۲')).toHaveAccessibleName('رقم ۲');
  },
};

/** Keyboard only: Tab to a card, Enter or Space to choose it. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    card(canvasElement, 'رقم ۹').focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(card(canvasElement, '۲۰۰۰')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(card(canvasElement, 'رقم ۹')).toHaveAccessibleName(paired('رقم ۹', 0, '۲۰۰۰'));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** With a mouse a right card can be dragged onto a left one. */
export const MouseDrag: Story = {
  play: async ({ args, canvasElement }) => {
    const from = card(canvasElement, '۵۰').getBoundingClientRect();
    const to = card(canvasElement, 'رقم ۵').getBoundingClientRect();
    const at = (rect: DOMRect) => ({
      clientX: rect.x + rect.width / 2,
      clientY: rect.y + rect.height / 2,
      bubbles: true,
    });
    const source = card(canvasElement, '۵۰');
    source.dispatchEvent(new MouseEvent('mousedown', { ...at(from), button: 0 }));
    const move = (step: number) => {
      const x = at(from).clientX + (at(to).clientX - at(from).clientX) * step;
      const y = at(from).clientY + (at(to).clientY - at(from).clientY) * step;
      document.dispatchEvent(new MouseEvent('mousemove', { clientX: x, clientY: y, bubbles: true }));
    };
    for (const step of [0.25, 0.5, 0.75]) move(step);
    // dnd-kit measures the targets after the drag starts: keep the mouse moving until it is over one.
    let nudge = 0;
    await waitFor(() => {
      move(1 + (nudge++ % 2) * 0.01);
      return expect(document.body).toHaveTextContent(t.drag.over('۵۰', 'رقم ۵'));
    });
    document.dispatchEvent(new MouseEvent('mouseup', { ...at(to), button: 0 }));
    await waitFor(() => expect(card(canvasElement, 'رقم ۵')).toHaveAccessibleName(paired('رقم ۵', 2, '۵۰')));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** A saved answer: its pairs shown with their numbers. */
export const Answered: Story = {
  args: { value: placeValue.yours },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement, 'رقم ۹')).toHaveAccessibleName(paired('رقم ۹', 0, '۲۰۰۰'));
    await expect(card(canvasElement, '۵۰')).toHaveAccessibleName(paired('۵۰', 2, 'رقم ۵'));
  },
};

/** After the verdict: each pair right or wrong in words, and the right pairs beside them. */
export const DisabledWithCorrect: Story = {
  args: { value: placeValue.yours, disabled: true, correct: placeValue.correct },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    const [first] = canvas.getAllByRole('group', { name: t.firstColumn });
    await expect(within(first!).getAllByText(arrangeMarks.wrong)).toHaveLength(2);
    await expect(within(first!).getAllByText(arrangeMarks.right)).toHaveLength(1);
    const right = canvas.getByRole('region', { name: t.rightPairs });
    await expect(
      within(right)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([t.correctPair('رقم ۹', '۹۰۰٬۰۰۰'), t.correctPair('رقم ۲', '۲۰۰۰'), t.correctPair('رقم ۵', '۵۰')]);
  },
};

/** Time ran out with one pair made: the others say no partner was chosen. */
export const DisabledUnfinished: Story = {
  args: {
    value: null,
    disabled: true,
    correct: placeValue.correct,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(new RegExp(t.unpaired))).toHaveLength(3);
    await expect(canvas.getByRole('region', { name: t.rightPairs })).toBeVisible();
  },
};

const columns = (canvas: { getByRole: (role: 'group', o: { name: string }) => HTMLElement }) =>
  [t.firstColumn, t.secondColumn].map((name) => canvas.getByRole('group', { name }).getBoundingClientRect());

/** Short texts on a 390 px phone: the two columns stay side by side. */
export const Phone390: Story = {
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    const [first, second] = columns(canvas);
    await expect(second!.top).toBe(first!.top);
    // Right to left: the first column stands on the right.
    await expect(first!.left).toBeGreaterThan(second!.left);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** Whole sentences on a 390 px phone: the columns stack, each in its own labelled frame. */
export const Phone390LongTexts: Story = {
  args: { question: earthLayers.question },
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvas }) => {
    const [first, second] = columns(canvas);
    await expect(second!.top).toBeGreaterThan(first!.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
