import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { solutions } from './fixtures';
import { SolutionSteps } from './solution-steps';
import { padded, phone390, phone390Globals } from './story-helpers';
import { feedbackText } from './strings';

const t = feedbackText.solution;

const meta = {
  title: 'Shared/Practice/SolutionSteps',
  component: SolutionSteps,
  args: { solution: solutions.plain },
  decorators: [padded],
} satisfies Meta<typeof SolutionSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The world's solution: summary, four numbered steps, nothing asked. */
export const Steps: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: t.title })).toBeVisible();
    await expect(canvas.getByRole('region', { name: t.title })).toHaveTextContent(solutions.plain.summary);
    const steps = canvas.getAllByRole('listitem');
    await expect(steps).toHaveLength(4);
    await expect(steps[0]).toHaveTextContent('۱');
    await expect(steps[3]).toHaveTextContent('۴');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A step with a picture and the lesson video, opened in a new tab. */
export const PictureAndVideo: Story = {
  args: { solution: solutions.illustrated },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: t.stepImage(1) })).toBeVisible();
    const video = canvas.getByRole('link', { name: new RegExp(t.video) });
    await expect(video).toHaveAccessibleName(expect.stringContaining(t.newTab));
    await expect(video).toHaveAttribute('href', '/media/lessons/m4-two-digit-multiplication.mp4');
    await expect(video.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

let finishCall = () => {};

/** After a mistake: «هنوز متوجه نشدم» waits for the call, then both are disabled with a thank-you. */
export const NotUnderstood: Story = {
  args: {
    onUnderstood: fn(() => new Promise<void>((resolve) => (finishCall = resolve))),
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: t.ask })).toBeVisible();
    const yes = canvas.getByRole('button', { name: t.understood });
    const no = canvas.getByRole('button', { name: t.notUnderstood });
    await expect(no.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(no);
    await expect(args.onUnderstood).toHaveBeenCalledWith(false);
    await expect(no).toHaveAttribute('data-loading');
    await expect(yes).toBeDisabled();
    finishCall();
    await expect(await canvas.findByText(t.thanksNotUnderstood)).toBeVisible();
    await expect(no).toHaveAttribute('aria-pressed', 'true');
    await expect(no).toBeDisabled();
    await expect(yes).toBeDisabled();
  },
};

export const Understood: Story = {
  args: { onUnderstood: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t.understood }));
    await expect(args.onUnderstood).toHaveBeenCalledWith(true);
    await expect(await canvas.findByText(t.thanksUnderstood)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.notUnderstood })).toBeDisabled();
  },
};

/** On a 390 px phone: nothing wider than the screen, the two buttons one above the other. */
export const Phone390: Story = {
  args: { solution: solutions.illustrated, onUnderstood: fn() },
  parameters: phone390,
  globals: phone390Globals,
  play: async ({ canvas }) => {
    await waitFor(() => expect(window.innerWidth).toBe(390));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const yes = canvas.getByRole('button', { name: t.understood }).getBoundingClientRect();
    const no = canvas.getByRole('button', { name: t.notUnderstood }).getBoundingClientRect();
    await expect(no.top).toBeGreaterThanOrEqual(yes.bottom);
  },
};
