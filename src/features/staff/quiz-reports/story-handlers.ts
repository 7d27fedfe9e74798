/**
 * Stories' and tests' server: each quiz-report call answered from the contract's examples (the demo
 * world at 2026-11-22): class 41 «چهارم الف», quiz 497 «آزمون فصل ۱ ریاضی», pupil 101 سارا احمدی.
 * Never imported by the screens.
 */
import type { HttpHandler } from 'msw';
import type { Quiz, QuizClassResults, QuizQuestionsDetail, QuizQuestionsReport } from '@/api/generated/model';
import { answering, answeringExample, example, failing, pending } from '@/testing/handlers';

export const CLASS_ID = 41;
export const QUIZ_ID = 497;
export const STUDENT_ID = 101;

/** The API paths of one role's six calls (trailing slashes as in the contract). */
export function apiPaths(role: 'teacher' | 'school') {
  const base = `/${role}/quiz/report`;
  const quiz = `${base}/${CLASS_ID}/${QUIZ_ID}`;
  return {
    classes: `${base}/`,
    class: `${base}/${CLASS_ID}/`,
    quiz: `${quiz}/`,
    student: `${quiz}/student/${STUDENT_ID}/`,
    questions: `${quiz}/questions/`,
    detail: `${quiz}/questions/detail/`,
  };
}

const api = apiPaths('teacher');

/** One screen's call: its path and operation. */
type Call = { path: string; operationId: string };

export const calls = {
  classes: { path: api.classes, operationId: 'listTeacherQuizReportClasses' },
  class: { path: api.class, operationId: 'getTeacherClassQuizReports' },
  quiz: { path: api.quiz, operationId: 'getTeacherQuizResults' },
  student: { path: api.student, operationId: 'getTeacherQuizStudentResult' },
  questions: { path: api.questions, operationId: 'getTeacherQuizQuestionStats' },
  detail: { path: api.detail, operationId: 'getTeacherQuizQuestionAnswers' },
} satisfies Record<string, Call>;

/** The call answers its `teacher` example (or another named one). */
export const loaded = (call: Call, name = 'teacher'): HttpHandler[] => [
  answeringExample('get', call.path, call.operationId, name),
];
/** The call never answers. */
export const loading = (call: Call): HttpHandler[] => [pending('get', call.path)];
/** The call fails without a message: the catalogued one shows. */
export const broken = (call: Call): HttpHandler[] => [failing('get', call.path, 500)];

/** Quiz 497 in a class with no pupils (the contract has no `empty` example for it). */
export function noPupils(): QuizClassResults {
  const results = example('getTeacherQuizResults', 'teacher') as QuizClassResults;
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
    answering('get', api.questions, {
      ...(example('getTeacherQuizQuestionStats', 'teacher') as QuizQuestionsReport),
      submitted_count: 0,
      questions: [],
    }),
  ],
  detail: (): HttpHandler[] => [
    answering('get', api.detail, {
      ...(example('getTeacherQuizQuestionAnswers', 'teacher') as QuizQuestionsDetail),
      questions: [],
    }),
  ],
};

export const emptyQuiz = (): HttpHandler[] => [answering('get', api.quiz, noPupils())];

/** 503, next week's quiz of class 41, as its report answers before it starts: nobody has a result. */
export function upcomingResults(): QuizClassResults {
  const results = noPupils();
  const summaries = (example('getTeacherClassQuizReports', 'teacher') as { quizzes: { quiz: Quiz }[] }).quizzes;
  const quiz = summaries.map((s) => s.quiz).find((q) => q.id === 503)!;
  const rows = (example('getTeacherQuizResults', 'teacher') as QuizClassResults).students;
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
