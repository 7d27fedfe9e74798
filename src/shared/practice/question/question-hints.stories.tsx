import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { questions } from './question-fixtures';
import { QuestionHints } from './question-hints';
import { phone390 } from './story-geometry';
import { t } from './strings';

/** The hints as practice holds them: the count opened kept outside (it goes with the answer). */
function Hints({ hints, closed = false, start = 0 }: { hints: readonly string[]; closed?: boolean; start?: number }) {
  const [opened, setOpened] = useState(start);
  return (
    <Box p="md">
      <QuestionHints hints={hints} opened={opened} onOpen={() => setOpened((n) => n + 1)} closed={closed} />
      <output data-testid="opened" hidden>
        {opened}
      </output>
    </Box>
  );
}

// «۱/۳ + ۱/۵ = ؟»: the skill's idea, then the steps of its worked solution before the last.
const hints = questions.fractionSum.hints;

const meta = {
  title: 'Shared/Practice/QuestionHints',
  component: Hints,
  args: { hints },
} satisfies Meta<typeof Hints>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before any help: «راهنمایی» and the line that says a hint counts a little. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(hints.length).toBeGreaterThanOrEqual(2);
    await expect(canvas.getByRole('button', { name: t.hint })).toBeVisible();
    await expect(canvas.getByText(t.hintCost)).toBeVisible();
    await expect(canvas.queryByText(hints[0]!)).not.toBeInTheDocument();
  },
};

/** One at a time, from the keyboard: the first, then «راهنمایی بعدی» for the next, each with its place. */
export const OneAtATime: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.hint })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(hints[0]!)).toBeVisible();
    await expect(canvas.getByText(`راهنمایی ۱ از ${hints.length === 2 ? '۲' : '۳'}`)).toBeVisible();
    await expect(canvas.queryByText(hints[1]!)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t.nextHint }));
    await expect(canvas.getByText(hints[1]!)).toBeVisible();
    await expect(canvas.getByTestId('opened')).toHaveTextContent(String(2));
  },
};

/** Every hint open: no button is left. */
export const AllOpen: Story = {
  args: { start: hints.length },
  play: async ({ canvas }) => {
    for (const hint of hints) await expect(canvas.getByText(hint)).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** After the verdict: the hint opened stays, no more open. */
export const AfterTheAnswer: Story = {
  args: { start: 1, closed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(hints[0]!)).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** On a phone: a 44 px button, the hints wrapping within 390 px. */
export const Phone: Story = {
  ...phone390,
  args: { start: 1 },
  play: async ({ canvas }) => {
    const next = canvas.getByRole('button', { name: t.nextHint });
    await expect(next.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
