import type { Meta, StoryObj } from '@storybook/react-vite';
import { onlineManager } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor } from 'storybook/test';
import { errors } from '@/shared/i18n/errors';
import { answering, example, failing, pending } from '@/testing/handlers';
import { feedbackText } from '../feedback/strings';
import { useKeyedPractice } from '../session/use-keyed-practice';
import { PracticeRun } from './practice-run';
import { runText } from './strings';

const BY_KEY = 'getQuestionByKey' as const;
const NEXT = 'getNextQuestion' as const;
const ANSWER = 'submitAnswer' as const;
// The world's numeric question of grade-4 maths (a number pattern), its verdicts, and another question.
const numeric = example('getNextQuestion', 'numeric');
const following = example('getNextQuestion', 'multipleChoice');
const wrong = example('submitAnswer', 'wrong');
const correct = example('submitAnswer', 'correct');

/** A skill's question route as the student area mounts it. */
function SkillRun() {
  const { pathname } = useLocation();
  const questionKey = pathname.split('/').pop() ?? '';
  const session = useKeyedPractice({ questionKey, context: {}, hrefFor: (key) => `/student/skill/question/${key}` });
  return (
    <>
      <PracticeRun session={session} />
      <output data-testid="location" hidden>
        {pathname}
      </output>
    </>
  );
}

const meta = {
  title: 'Shared/Practice/Practice run',
  component: SkillRun,
  parameters: {
    app: { route: '/student/skill/question/m4-number-patterns-1', signedInAs: 'student' },
    msw: {
      handlers: [answering(BY_KEY, numeric), answering(NEXT, following), answering(ANSWER, wrong)],
    },
  },
} satisfies Meta<typeof SkillRun>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Question: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: runText.send })).toBeDisabled();
  },
};

/** The verdict stays while the address already names the next question, which appears at once. */
export const AnsweredWrong: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox'), '۹۷');
    await userEvent.click(canvas.getByRole('button', { name: runText.send }));
    await expect(await canvas.findByText(feedbackText.verdict.wrong)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: feedbackText.verdict.next })).toHaveFocus());
    await expect(canvas.getByRole('textbox')).toHaveValue('۹۷');
    await waitFor(() =>
      expect(canvas.getByTestId('location')).toHaveTextContent(`/student/skill/question/${following.question!.key}`),
    );
    await userEvent.click(canvas.getByRole('button', { name: feedbackText.verdict.next }));
    await expect(await canvas.findAllByRole('radio')).not.toHaveLength(0);
  },
};

export const SendFails: Story = {
  parameters: {
    msw: {
      handlers: [answering(BY_KEY, numeric), failing(ANSWER, 500, 'سرور موقتاً در دسترس نیست')],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox'), '۹۷');
    await userEvent.click(canvas.getByRole('button', { name: runText.send }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(runText.sendFailed);
    await expect(alert).toHaveTextContent('سرور موقتاً در دسترس نیست');
    await expect(canvas.getByRole('textbox')).toHaveValue('۹۷');
    await expect(canvas.getByRole('button', { name: runText.retry })).toBeEnabled();
  },
};

/** Offline: the answer waits on screen, and goes (with its verdict) when the connection returns. */
export const WaitingForConnection: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox'), '۹۷');
    onlineManager.setOnline(false);
    try {
      await userEvent.click(canvas.getByRole('button', { name: runText.send }));
      await expect(await canvas.findByText(runText.waiting)).toBeVisible();
      await expect(canvas.getByRole('button', { name: runText.waitingButton })).toBeDisabled();
      await expect(canvas.getByRole('textbox')).toHaveValue('۹۷');
    } finally {
      onlineManager.setOnline(true);
    }
    await expect(await canvas.findByText(feedbackText.verdict.wrong)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(BY_KEY)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(runText.loading);
  },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: [failing(BY_KEY, 500)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.fetchData);
  },
};

/** The last answer masters the skill: nothing comes next, and the end is celebrated. */
export const NothingLeft: Story = {
  parameters: {
    msw: {
      handlers: [
        answering(BY_KEY, numeric),
        answering(NEXT, example('getNextQuestion', 'empty')),
        answering(ANSWER, correct),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox'), '۵۵');
    await userEvent.click(canvas.getByRole('button', { name: runText.send }));
    await userEvent.click(await canvas.findByRole('button', { name: feedbackText.verdict.next }));
    await expect(await canvas.findByRole('heading', { name: runText.doneTitle })).toBeVisible();
  },
};
