import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { results } from './fixtures';
import { padded, phone390, phone390Globals, preferReducedMotion } from './story-helpers';
import { bandText, feedbackText, praises } from './strings';
import { Verdict } from './verdict';

const t = feedbackText.verdict;
const m = feedbackText.meter;

const meta = {
  title: 'Shared/Practice/Verdict',
  component: Verdict,
  args: { result: results.rightFirst, onNext: fn(), onUnderstood: fn() },
  decorators: [padded],
} satisfies Meta<typeof Verdict>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = StoryContext['canvas'];

/** The meter reads the score after the answer and its band; the number on screen gets there. */
async function expectScore(canvas: Canvas, value: number, band: string) {
  const meter = canvas.getByRole('meter', { name: m.label });
  await expect(meter).toHaveAttribute('aria-valuenow', String(value));
  await expect(meter).toHaveAttribute('aria-valuetext', m.valueText(value, band));
  await waitFor(() => expect(meter).toHaveTextContent(m.mark(value)), { timeout: 3000 });
}

/** «پرسش بعدی» has the focus, so Enter goes on. */
async function expectNextFocused(canvas: Canvas) {
  await waitFor(() => expect(canvas.getByRole('button', { name: t.next })).toHaveFocus());
}

/** The verdict's live region says `text` (the solution has one of its own). */
async function expectAnnounced(canvas: Canvas, text: string) {
  await waitFor(() => {
    const said = canvas.getAllByRole('status').map((region) => region.textContent ?? '');
    return expect(said.some((words) => words.includes(text))).toBe(true);
  });
}

export const RightFirst: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: praises[0] })).toBeVisible();
    await expect(canvas.queryByText(/پشت سر هم/)).toBeNull();
    await expectScore(canvas, 71, bandText.practicing);
    await expectAnnounced(canvas, praises[0]);
    await expectNextFocused(canvas);
    await userEvent.keyboard('{Enter}');
    await expect(args.onNext).toHaveBeenCalledOnce();
  },
};

export const RightStreak5: Story = {
  args: { result: results.rightStreak5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: praises[4] })).toBeVisible();
    await expect(canvas.getByText(t.streak(5))).toBeVisible();
    await expect(canvas.getByText('۵ پاسخ درست پشت سر هم')).toBeVisible();
    await expectScore(canvas, 76, bandText.practicing);
    await expectAnnounced(canvas, t.streak(5));
    await expectNextFocused(canvas);
  },
};

/** A mistake: the solution at once, and whether the child understood it. */
export const WrongWithSolution: Story = {
  args: { result: results.wrong },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: t.wrong })).toBeVisible();
    await expectScore(canvas, 58, bandText.practicing);
    await expect(canvas.getByText(m.down(6))).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(results.wrong.solution.steps.length);
    await expectNextFocused(canvas);
    await userEvent.click(canvas.getByRole('button', { name: feedbackText.solution.notUnderstood }));
    await expect(args.onUnderstood).toHaveBeenCalledWith(false);
    await expect(await canvas.findByText(feedbackText.solution.thanksNotUnderstood)).toBeVisible();
    await expect(canvas.getByRole('button', { name: feedbackText.solution.understood })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t.next }));
    await expect(args.onNext).toHaveBeenCalledOnce();
  },
};

export const ChallengeZone: Story = {
  args: { result: results.challenge },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: praises[1] })).toBeVisible();
    await expectScore(canvas, 93, bandText.challenge);
  },
};

/** The skill mastered at 100: the celebration, the gold cup and a new badge, each on a card. */
export const SkillMastered: Story = {
  args: { result: results.mastered },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: t.skillCompleted })).toBeVisible();
    await expect(canvasElement.querySelector('[data-confetti]')).not.toBeNull();
    await expectScore(canvas, 100, bandText.mastered);
    await expect(canvas.getByText(t.cups(1))).toBeVisible();
    for (const badge of results.mastered.new_badges) {
      const card = canvasElement.querySelector<HTMLElement>(`[data-badge="${badge.id}"]`)!;
      await expect(within(card).getByText(badge.title)).toBeVisible();
      await expect(card.querySelector('img')).toHaveAttribute('src', badge.image_url);
    }
    await expectAnnounced(canvas, t.skillCompleted);
    await expectNextFocused(canvas);
  },
};

/** «ماهر» reached in homework (its target, 80): the skill's bronze cup, the homework's silver cup (its last skill done) and a badge, the homework's words. */
export const HomeworkTargetReached: Story = {
  args: { result: results.targetReached },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: t.targetReached })).toBeVisible();
    await expect(canvas.queryByText(t.skillCompleted)).toBeNull();
    await expectScore(canvas, results.targetReached.smart_score_after, bandText.proficient);
    await expect(canvas.getAllByText(t.newCup)).toHaveLength(2);
    await expect(canvas.getByText(t.newBadge)).toBeVisible();
  },
};

/** Reduced motion: the score after from the first moment, and no confetti (the words stay). */
export const ReducedMotion: Story = {
  args: { result: results.mastered },
  beforeEach: preferReducedMotion,
  play: async ({ canvas, canvasElement }) => {
    const meter = canvas.getByRole('meter', { name: m.label });
    await expect(meter).toHaveTextContent(m.mark(100));
    await expect(meter).not.toHaveTextContent(m.mark(96));
    await expect(canvas.getByRole('heading', { name: t.skillCompleted })).toBeVisible();
    await expect(canvasElement.querySelector('[data-confetti]')).toBeNull();
  },
};

/** On a 390 px phone: nothing wider than the screen; «پرسش بعدی» full width and at least 44 px high. */
export const Phone390: Story = {
  args: { result: results.mastered },
  parameters: phone390,
  globals: phone390Globals,
  play: async ({ canvas }) => {
    await waitFor(() => expect(window.innerWidth).toBe(390));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const next = canvas.getByRole('button', { name: t.next }).getBoundingClientRect();
    await expect(next.height).toBeGreaterThanOrEqual(44);
    await expect(next.width).toBeGreaterThan(300);
    await expectNextFocused(canvas);
  },
};
