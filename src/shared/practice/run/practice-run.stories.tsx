import type { Meta, StoryObj } from '@storybook/react-vite';
import { onlineManager } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor } from 'storybook/test';
import { errors } from '@/shared/i18n/errors';
import type { AnswerSubmission } from '@/api/generated/model';
import { answering, example, failing, handling, pending } from '@/testing/handlers';
import { feedbackText } from '../feedback/strings';
import { t as questionText } from '../question/strings';
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

/** A skill's question route as the student area mounts it (a homework's, given `homeworkId`). */
function SkillRun({ homeworkId }: { homeworkId?: number }) {
  const { pathname } = useLocation();
  const questionKey = pathname.split('/').pop() ?? '';
  const session = useKeyedPractice({
    questionKey,
    context: homeworkId === undefined ? {} : { homeworkId },
    hrefFor: (key) => `/student/skill/question/${key}`,
  });
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

/** In a homework, the last answer brings its last skill to the target: nothing comes next, and the end is celebrated. */
export const NothingLeft: Story = {
  args: { homeworkId: 4101 },
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

/**
 * The skill's figures beside the question (a wide screen): the SmartScore with its band, the run of
 * right answers, the questions answered, the challenge zone from 90; they move with the verdict.
 */
export const ScoreInView: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: runText.panel.title });
    await expect(panel).toBeVisible();
    await expect(panel).toHaveTextContent(`${runText.panel.score}۹۶`);
    await expect(panel).toHaveTextContent(`${runText.panel.streak}۴`);
    await expect(panel).toHaveTextContent(`${runText.panel.answered}۳۷`);
    await expect(panel).toHaveTextContent(runText.panel.zone);
    await userEvent.type(canvas.getByRole('textbox'), '۹۷');
    await userEvent.click(canvas.getByRole('button', { name: runText.send }));
    await expect(await canvas.findByText(feedbackText.verdict.wrong)).toBeVisible();
    await expect(panel).toHaveTextContent(`${runText.panel.score}۸۹`);
    await expect(panel).toHaveTextContent(`${runText.panel.streak}۰`);
    await expect(panel).toHaveTextContent(`${runText.panel.answered}۳۸`);
    await expect(panel).not.toHaveTextContent(runText.panel.zone);
  },
};

/** On a phone the figures are one compact row above the question, within the screen. */
export const ScoreOnPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const panels = await canvas.findAllByRole('region', { name: runText.panel.title });
    const shown = panels.filter((panel) => panel.getBoundingClientRect().height > 0);
    await expect(shown).toHaveLength(1);
    await expect(shown[0]!.getBoundingClientRect().height).toBeLessThan(120);
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(shown[0]!.getBoundingClientRect().bottom).toBeLessThanOrEqual(heading.getBoundingClientRect().top);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

const sent: AnswerSubmission[] = [];

/** Two hints opened, one at a time; the answer goes with how many (hints_used), which the score counts. */
export const HintsCounted: Story = {
  parameters: {
    msw: {
      handlers: [
        answering(BY_KEY, numeric),
        answering(NEXT, following),
        handling(ANSWER, async ({ body }) => {
          sent.push(await body());
          return wrong;
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    sent.length = 0;
    const hints = numeric.question!.hints;
    await userEvent.click(await canvas.findByRole('button', { name: questionText.hint }));
    await expect(canvas.getByText(hints[0]!)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: questionText.nextHint }));
    await expect(canvas.getByText(hints[1]!)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox'), '۹۷');
    await userEvent.click(canvas.getByRole('button', { name: runText.send }));
    await expect(await canvas.findByText(feedbackText.verdict.wrong)).toBeVisible();
    await expect(sent[0]).toMatchObject({ question_id: numeric.question!.id, hints_used: 2 });
    // The hints opened stay to read beside the solution; no more open.
    await expect(canvas.getByText(hints[1]!)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: questionText.nextHint })).not.toBeInTheDocument();
  },
};

/** A mastered skill goes on: said above the question, and the mastering verdict offers «تمرین بیشتر». */
export const MasteredGoesOn: Story = {
  parameters: {
    msw: {
      handlers: [
        answering(BY_KEY, { ...numeric, mastery: { ...numeric.mastery, smart_score: 100, level: 'mastered' } }),
        answering(NEXT, following),
        answering(ANSWER, {
          ...correct,
          smart_score_before: 98,
          smart_score_after: 100,
          level: 'mastered',
          skill_completed: true,
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(runText.more)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox'), '۵۵');
    await userEvent.click(canvas.getByRole('button', { name: runText.send }));
    await userEvent.click(await canvas.findByRole('button', { name: runText.practiseMore }));
    await expect(await canvas.findAllByRole('radio')).not.toHaveLength(0);
  },
};
