import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { SmartScoreMeter } from './smart-score-meter';
import { padded, preferReducedMotion } from './story-helpers';
import { bandText, feedbackText } from './strings';

const t = feedbackText.meter;

const meta = {
  title: 'Shared/Practice/SmartScoreMeter',
  component: SmartScoreMeter,
  decorators: [padded],
} satisfies Meta<typeof SmartScoreMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The meter reads `after` with its band; the number on screen runs up to it. */
async function expectMeter(canvasElement: HTMLElement, value: number, shown: string, band: string) {
  const meter = canvasElement.querySelector<HTMLElement>('[role="meter"]')!;
  await expect(meter).toHaveAttribute('aria-valuenow', String(value));
  await expect(meter).toHaveAttribute('aria-valuetext', t.valueText(value, band));
  await waitFor(() => expect(meter).toHaveTextContent(shown), { timeout: 3000 });
  await expect(meter).toHaveTextContent(band);
}

export const NotStarted: Story = {
  args: { after: 0, level: 'not_started' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('meter', { name: t.label })).toBeVisible();
    await expectMeter(canvasElement, 0, '۰', bandText.not_started);
  },
};

export const Practicing: Story = {
  args: { before: 64, after: 71, level: 'practicing' },
  play: async ({ canvas, canvasElement }) => {
    await expectMeter(canvasElement, 71, '۷۱', bandText.practicing);
    await expect(canvas.getByText(t.up(7))).toBeVisible();
  },
};

/** A mistake in the challenge zone costs more: 98 → 89, back to «ماهر». */
export const Dropping: Story = {
  args: { before: 98, after: 89, level: 'proficient' },
  play: async ({ canvas, canvasElement }) => {
    await expectMeter(canvasElement, 89, '۸۹', bandText.proficient);
    await expect(canvas.getByText(t.down(9))).toBeVisible();
  },
};

export const ChallengeZone: Story = {
  args: { before: 91, after: 93, level: 'challenge' },
  play: async ({ canvas, canvasElement }) => {
    await expectMeter(canvasElement, 93, '۹۳', bandText.challenge);
    // The marks at 80 and 90 stand where the bands begin.
    await expect(canvas.getByText(t.mark(80))).toBeVisible();
    await expect(canvas.getByText(t.mark(90))).toBeVisible();
  },
};

export const Mastered: Story = {
  args: { before: 96, after: 100, level: 'mastered' },
  play: async ({ canvasElement }) => {
    await expectMeter(canvasElement, 100, '۱۰۰', bandText.mastered);
  },
};

/** No run for a child who asked for reduced motion: the score after, from the first moment. */
export const ReducedMotion: Story = {
  args: { before: 64, after: 71, level: 'practicing' },
  beforeEach: preferReducedMotion,
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: t.label });
    await expect(meter).toHaveTextContent('۷۱');
    await expect(meter).not.toHaveTextContent('۶۴');
  },
};
