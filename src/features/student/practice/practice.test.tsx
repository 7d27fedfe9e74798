import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AnswerSubmission, NextQuestion } from '@/api/generated/model';
import { feedbackText } from '@/shared/practice/feedback/strings';
import { runText } from '@/shared/practice/run/strings';
import { paths } from '@/shared/routing/paths';
import { example, failing, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { Where } from '@/testing/where';
import { ExerciseScreen } from './exercise-screen';
import { QuestionScreen } from './question-screen';
import { skillToResume } from './where-left-off';

const numeric = example('getNextQuestion', 'numeric');
const choice = example('getNextQuestion', 'multipleChoice');

function renderAt(route: string) {
  return renderWithApp(
    <>
      <Routes>
        <Route path={paths.student.exercise} element={<ExerciseScreen />} />
        <Route path={paths.student.skillQuestion} element={<QuestionScreen />} />
        <Route path={paths.student.homeworkQuestion} element={<QuestionScreen />} />
        <Route path={paths.student.packageQuestion} element={<QuestionScreen />} />
      </Routes>
      <Where />
    </>,
    { route, signedInAs: 'student' },
  );
}

/** The world in small: the question by key, one next question, and every answer received. */
function serve(next: NextQuestion = choice) {
  const sent: AnswerSubmission[] = [];
  const nextAsked: URLSearchParams[] = [];
  server.use(
    handling('getQuestionByKey', ({ params }) => (params.questionKey === next.question?.key ? next : numeric)),
    handling('getNextQuestion', ({ query }) => {
      nextAsked.push(query);
      return next;
    }),
    handling('submitAnswer', async (call) => {
      sent.push(await call.body());
      return example('submitAnswer', 'wrong');
    }),
  );
  return { sent, nextAsked };
}

const where = () => screen.getByRole('status', { name: 'where' });

describe('practice on a question route', () => {
  it('sends the answer typed in Persian digits with Latin digits, and moves the address to the next question', async () => {
    const { sent, nextAsked } = serve();
    renderAt(paths.student.skillQuestionHref(numeric.question!.key));
    await userEvent.type(await screen.findByRole('textbox'), '۹۷');
    await userEvent.click(screen.getByRole('button', { name: runText.send }));
    expect(await screen.findByText(feedbackText.verdict.wrong)).toBeVisible();
    expect(sent[0]).toMatchObject({ question_id: numeric.question!.id, answer: { type: 'numeric', number: '97' } });
    expect(sent[0]).not.toHaveProperty('homework_id');
    // Asked once, while the verdict is read; a reload now opens the question still to answer.
    await waitFor(() => expect(where()).toHaveTextContent(paths.student.skillQuestionHref(choice.question!.key)));
    expect(nextAsked).toHaveLength(1);
    expect(nextAsked[0]!.get('skillName')).toBe(numeric.mastery.skill.name);
    await userEvent.click(screen.getByRole('button', { name: feedbackText.verdict.next }));
    expect(await screen.findAllByRole('radio')).not.toHaveLength(0);
    expect(nextAsked).toHaveLength(1);
  });

  it('counts a homework question for its homework', async () => {
    const { sent, nextAsked } = serve();
    renderAt(paths.student.homeworkQuestionHref(4105, numeric.question!.key));
    await userEvent.type(await screen.findByRole('textbox'), '12');
    await userEvent.click(screen.getByRole('button', { name: runText.send }));
    await screen.findByText(feedbackText.verdict.wrong);
    expect(sent[0]).toMatchObject({ homework_id: 4105 });
    await waitFor(() => expect(nextAsked[0]?.get('homeworkId')).toBe('4105'));
  });

  it('counts a package question for its activity, and asks the activity for the next one', async () => {
    const { sent } = serve();
    let activityAsked = 0;
    server.use(
      handling(
        'getPackageActivityQuestion',
        () => {
          activityAsked += 1;
          return choice;
        },
        { params: { packageId: 4101, activityId: 410104 } },
      ),
    );
    renderAt(paths.student.packageQuestionHref(4101, 410104, numeric.question!.key));
    await userEvent.type(await screen.findByRole('textbox'), '12');
    await userEvent.click(screen.getByRole('button', { name: runText.send }));
    await screen.findByText(feedbackText.verdict.wrong);
    expect(sent[0]).toMatchObject({ package_activity_id: 410104 });
    await waitFor(() => expect(activityAsked).toBe(1));
    await waitFor(() =>
      expect(where()).toHaveTextContent(paths.student.packageQuestionHref(4101, 410104, choice.question!.key)),
    );
  });

  it('keeps the answer and offers a retry when sending fails', async () => {
    serve();
    server.use(failing('submitAnswer', 500, 'خطا'));
    renderAt(paths.student.skillQuestionHref(numeric.question!.key));
    await userEvent.type(await screen.findByRole('textbox'), '۹۷');
    await userEvent.click(screen.getByRole('button', { name: runText.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(runText.sendFailed);
    expect(screen.getByRole('textbox')).toHaveValue('۹۷');
    expect(screen.getByRole('button', { name: runText.retry })).toBeEnabled();
  });
});

describe('/exercise', () => {
  it('starts a skill on the question the server gives, left unanswered first (isEmpty)', async () => {
    const { nextAsked } = serve(numeric);
    renderAt(paths.student.exerciseHref({ skill: 'm4-number-patterns' }));
    await waitFor(() => expect(where()).toHaveTextContent(paths.student.skillQuestionHref(numeric.question!.key)));
    expect(nextAsked[0]!.get('isEmpty')).toBe('true');
    expect(nextAsked[0]!.get('skillName')).toBe('m4-number-patterns');
  });

  it('resumes the skill practised last that is not mastered', () => {
    const course = example('listMySkills', 'student');
    const skills = course.chapters.flatMap((c) => c.skills);
    const open = skills.filter((s) => s.smart_score < 100 && s.last_practiced_at);
    const newest = open.sort((a, b) => Date.parse(b.last_practiced_at!) - Date.parse(a.last_practiced_at!))[0];
    expect(skillToResume(course)?.skill.name).toBe(newest?.skill.name);
    const allMastered = {
      ...course,
      chapters: course.chapters.map((c) => ({ ...c, skills: c.skills.map((s) => ({ ...s, smart_score: 100 })) })),
    };
    expect(skillToResume(allMastered)).toBeUndefined();
  });
});
