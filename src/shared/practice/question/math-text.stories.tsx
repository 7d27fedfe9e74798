import { Box, Title } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MathText } from './math-text';
import { questions } from './question-fixtures';
import { phone390, textBox, textBoxes } from './story-geometry';

const meta = {
  title: 'Shared/Practice/MathText',
  component: MathText,
  render: (args) => (
    <Box p="md">
      <Title order={2} fz={22} fw={700} lh={1.9}>
        <MathText {...args} />
      </Title>
    </Box>
  ),
} satisfies Meta<typeof MathText>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) => canvasElement.querySelector('h2')!;

/** «۴۷ × ۲۳ = ؟» reads left to right: never «؟ = ۲۳ × ۴۷». */
export const Multiplication: Story = {
  args: { text: '۴۷ × ۲۳ = ؟' },
  play: async ({ canvasElement }) => {
    const h = heading(canvasElement);
    await expect(textBox(h, '۴۷').right).toBeLessThanOrEqual(textBox(h, '۲۳').left);
    await expect(textBox(h, '۲۳').right).toBeLessThanOrEqual(textBox(h, '؟').left);
  },
};

/** Latin digits in a prompt are shown Persian. */
export const LatinDigits: Story = {
  args: { text: '47 × 23 = ?' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '۴۷ × ۲۳ = ?' })).toBeVisible();
  },
};

/** A fraction inside a sentence: stacked, to the right of the words that follow it (right to left). */
export const FractionInSentence: Story = {
  args: { text: '۳/۴ از ۲۰ چند است؟' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: '۳ بر ۴ از ۲۰ چند است؟' })).toBeVisible();
    const stack = heading(canvasElement).querySelector('[aria-hidden="true"]')!;
    const [top, bottom] = [...stack.children].map((part) => part.getBoundingClientRect());
    await expect(top!.bottom).toBeLessThanOrEqual(bottom!.top + 1);
    await expect(getComputedStyle(stack.children[1]!).borderTopWidth).not.toBe('0px');
    await expect(stack.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      textBox(heading(canvasElement), 'از').right,
    );
  },
};

/** A fraction prompt of the curriculum: «۱/۳ + ۱/۵ = ؟ (جواب را ساده کن)». */
export const FractionSum: Story = {
  args: { text: questions.fractionSum.prompt },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '۱ بر ۳ + ۱ بر ۵ = ؟ (جواب را ساده کن)' })).toBeVisible();
  },
};

/** Mixed numbers: the whole part on the fraction's left, each one operand of the sum. */
export const MixedNumbers: Story = {
  args: { text: questions.mixedSum.prompt },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: '۴ و ۱ بر ۲ + ۱ و ۱ بر ۵ = ؟' })).toBeVisible();
    const h = heading(canvasElement);
    await expect(textBox(h, '۴').right).toBeLessThanOrEqual(textBox(h, '+').left);
    await expect(textBox(h, '+').right).toBeLessThanOrEqual(textBox(h, '=').left);
  },
};

/** A blanks line before its box: the trailing «×» stays at the right end, where the box follows. */
export const BlanksLine: Story = {
  args: { text: '۲۳ × ۱۴ = ۲۳ × ۱۰ + ۲۳ ×' },
  play: async ({ canvasElement }) => {
    const h = heading(canvasElement);
    const times = textBoxes(h, '×');
    await expect(times.at(-1)!.left).toBeGreaterThanOrEqual(textBox(h, '+').right);
    await expect(textBox(h, '۱۴').right).toBeLessThanOrEqual(textBox(h, '۱۰').left);
  },
};

/** A negative number keeps its sign on its left inside a Persian sentence. */
export const NegativeNumber: Story = {
  args: { text: 'دمای هوا −۳ درجه است.' },
  play: async ({ canvasElement }) => {
    const h = heading(canvasElement);
    await expect(textBox(h, '−').right).toBeLessThanOrEqual(textBox(h, '۳').left + 1);
  },
};

/** Numbers that are not maths stay in the sentence: a list reads right to left like its words. */
export const PlainNumbers: Story = {
  args: { text: 'عدد بعدی این الگو چند است؟ ۲۶، ۲۳، ۲۰، ۱۷، …' },
  play: async ({ canvasElement }) => {
    const h = heading(canvasElement);
    await expect(h.querySelector('bdi')).toBeNull();
    await expect(textBox(h, '۲۶').left).toBeGreaterThan(textBox(h, '۲۳').right);
  },
};

/** A long worked line wraps inside a 390 px phone instead of running off the screen. */
export const LongLineOnPhone: Story = {
  ...phone390,
  args: { text: '۸۳۵ × ۷۷ = ۸۳۵ × ۷ + ۸۳۵ × ۷۰ =' },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expect(parseFloat(getComputedStyle(heading(canvasElement)).fontSize)).toBeGreaterThanOrEqual(18);
  },
};
