/**
 * Stories' and tests' server: each quiz-report call answered from the contract's examples (the demo
 * world at 2026-11-22): class 41 «چهارم الف», quiz 497 «آزمون فصل ۱ ریاضی», pupil 101 سارا احمدی.
 * Never imported by the screens.
 */
import type { HttpHandler } from 'msw';
import type { QuizClassResults } from '@/api/generated/model';
import type { OperationId } from '@/api/generated/operations';
import { answering, answeringExample, example, failing, pending } from '@/testing/handlers';

export const CLASS_ID = 41;
export const QUIZ_ID = 497;
export const STUDENT_ID = 101;

const quiz = { classId: CLASS_ID, quizId: QUIZ_ID };

/** One screen's call: its operation and the path values it is asked for (class 41, quiz 497, pupil 101). */
type Call = { operationId: OperationId; where: { params?: Record<string, number> } };

export const calls = {
  classes: { operationId: 'listTeacherQuizReportClasses', where: {} },
  class: { operationId: 'getTeacherClassQuizReports', where: { params: { classId: CLASS_ID } } },
  quiz: { operationId: 'getTeacherQuizResults', where: { params: quiz } },
  student: { operationId: 'getTeacherQuizStudentResult', where: { params: { ...quiz, studentId: STUDENT_ID } } },
  questions: { operationId: 'getTeacherQuizQuestionStats', where: { params: quiz } },
  detail: { operationId: 'getTeacherQuizQuestionAnswers', where: { params: quiz } },
} as const satisfies Record<string, Call>;

/** The call answers its `teacher` example (or another named one). */
export const loaded = (call: Call, name = 'teacher'): HttpHandler[] => [
  answeringExample(call.operationId, name, call.where),
];
/** The call never answers. */
export const loading = (call: Call): HttpHandler[] => [pending(call.operationId, call.where)];
/** The call fails without a message: the catalogued one shows. */
export const broken = (call: Call): HttpHandler[] => [failing(call.operationId, 500, undefined, call.where)];

/** Quiz 497 in a class with no pupils (the contract has no `empty` example for it). */
export function noPupils(): QuizClassResults {
  const results = example(calls.quiz.operationId, 'teacher');
  return {
    ...results,
    students_count: 0,
    submitted_count: 0,
    average_percent: null,
    average_time_seconds: null,
    distribution: { ...results.distribution, slices: [] },
    students: [],
  };
}

/** A quiz without questions, for the two question screens' empty state. */
export const noQuestions = {
  questions: (): HttpHandler[] => [
    answering(
      calls.questions.operationId,
      { ...example(calls.questions.operationId, 'teacher'), submitted_count: 0, questions: [] },
      calls.questions.where,
    ),
  ],
  detail: (): HttpHandler[] => [
    answering(
      calls.detail.operationId,
      { ...example(calls.detail.operationId, 'teacher'), questions: [] },
      calls.detail.where,
    ),
  ],
};

export const emptyQuiz = (): HttpHandler[] => [answering(calls.quiz.operationId, noPupils(), calls.quiz.where)];

/** 503, next week's quiz of class 41, as its report answers before it starts: nobody has a result. */
export function upcomingResults(): QuizClassResults {
  const results = noPupils();
  const summaries = example(calls.class.operationId, 'teacher').quizzes;
  const quiz = summaries.map((s) => s.quiz).find((q) => q.id === 503)!;
  const rows = example(calls.quiz.operationId, 'teacher').students;
  return {
    ...results,
    quiz,
    students_count: rows.length,
    students: rows.map((row) => ({
      ...row,
      status: 'not_started',
      score: null,
      percent: null,
      time_spent_seconds: null,
      submitted_at: null,
    })),
  };
}
