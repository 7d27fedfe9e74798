/**
 * The quiz reports the teacher and the manager read (QuizReportClass … QuizQuestionsDetail),
 * computed from the same settled attempts and judged scores as the pupil's own result
 * (world/quiz-results.ts), so a pupil's percent reads the same on all three screens.
 */
import type { QuizStudentStatus } from '../../../src/api/generated/model/index.ts';
import type { World } from '../../world/build.ts';
import { isoDateTime } from '../../world/calendar.ts';
import { normaliseDigits, normaliseText, questionById } from '../../world/curriculum/index.ts';
import type { AnswerValue } from '../../world/curriculum/types.ts';
import { attemptOf, settledAttempts } from '../../world/quiz-attempts.ts';
import { averagePercent, classScores, type QuizScore } from '../../world/quiz-results.ts';
import { inClockOrder, latestStartedQuiz, quizClockStatus, quizzesOfClass, type QuizRec } from '../../world/quizzes.ts';
import type { ClassRec, PersonRec } from '../../world/types.ts';
import { classRef } from './account.ts';
import { quizQuestion, quizView, resultView } from './quiz-views.ts';
import { byClassName, byName, studentBrief } from './reports-shapes.ts';

const teacherQuiz = (world: World, quiz: QuizRec, now: Date) => quizView(world, quiz, quizClockStatus(quiz, now));
export const percentOf = (part: number, whole: number) => (whole ? Math.round((part * 100) / whole) : null);

export function reportClasses(world: World, classes: readonly ClassRec[], now: Date) {
  return [...classes].sort(byClassName).map((cls) => {
    const quizzes = quizzesOfClass(world, cls.id);
    const closed = quizzes.filter((quiz) => quizClockStatus(quiz, now) === 'closed');
    const results = closed.flatMap((quiz) => [...classScores(world, quiz, now).values()]);
    const pupils = world.pupilsOf(cls.id).length;
    const latest = latestStartedQuiz(quizzes, now);
    return {
      class: classRef(world, cls.id),
      student_count: pupils,
      quizzes_count: quizzes.length,
      open_count: quizzes.length - closed.length,
      closed_count: closed.length,
      average_percent: averagePercent(results),
      participation_percent: closed.length ? percentOf(results.length, pupils * closed.length) : null,
      last_quiz_at: latest ? isoDateTime(latest.start_at) : null,
    };
  });
}

export function classQuizReports(world: World, cls: ClassRec, now: Date) {
  const quizzes = inClockOrder(quizzesOfClass(world, cls.id), now);
  return {
    class: classRef(world, cls.id),
    quizzes: quizzes.map((quiz) => {
      const scores = classScores(world, quiz, now);
      return {
        quiz: teacherQuiz(world, quiz, now),
        students_count: world.pupilsOf(cls.id).length,
        participants_count: settledAttempts(world, quiz, now).length,
        submitted_count: scores.size,
        average_percent: averagePercent(scores.values()),
      };
    }),
  };
}

const BANDS = [
  { key: 'band_90_100', label: '۹۰٪ و بیشتر', from: 90 },
  { key: 'band_70_89', label: '۷۰ تا ۸۹٪', from: 70 },
  { key: 'band_50_69', label: '۵۰ تا ۶۹٪', from: 50 },
  { key: 'band_0_49', label: 'کمتر از ۵۰٪', from: 0 },
];

/** The submitted results by percent band; every band (zeros too) once there is a result. */
function distribution(scores: readonly QuizScore[]) {
  const slices = BANDS.map((band, i) => ({
    key: band.key,
    label: band.label,
    value: scores.filter((s) => s.percent >= band.from && (i === 0 || s.percent < BANDS[i - 1]!.from)).length,
  }));
  return { title: 'پراکندگی نمره‌ها', slices: scores.length ? slices : [] };
}

export function pupilQuizStatus(world: World, quiz: QuizRec, pupilId: number, now: Date): QuizStudentStatus {
  const attempt = attemptOf(world, quiz, pupilId, now);
  return !attempt ? 'not_started' : attempt.submitted_at ? 'submitted' : 'in_progress';
}

export function quizClassResults(world: World, quiz: QuizRec, now: Date) {
  const scores = classScores(world, quiz, now);
  const pupils = [...world.pupilsOf(quiz.class_id)].sort((a, b) => {
    const [sa, sb] = [scores.get(a.id), scores.get(b.id)];
    if (sa && sb) return sb.percent - sa.percent || byName(a, b);
    return sa ? -1 : sb ? 1 : byName(a, b);
  });
  const list = [...scores.values()];
  return {
    quiz: teacherQuiz(world, quiz, now),
    class: classRef(world, quiz.class_id),
    students_count: pupils.length,
    submitted_count: list.length,
    average_percent: averagePercent(list),
    average_time_seconds: list.length ? Math.round(list.reduce((sum, s) => sum + s.seconds, 0) / list.length) : null,
    distribution: distribution(list),
    students: pupils.map((pupil) => {
      const score = scores.get(pupil.id);
      return {
        student: studentBrief(pupil),
        status: pupilQuizStatus(world, quiz, pupil.id, now),
        score: score?.score ?? null,
        percent: score?.percent ?? null,
        time_spent_seconds: score?.seconds ?? null,
        submitted_at: score ? isoDateTime(score.submitted_at) : null,
      };
    }),
  };
}

export function quizStudentReport(world: World, quiz: QuizRec, pupil: PersonRec, now: Date) {
  const score = classScores(world, quiz, now).get(pupil.id);
  return {
    student: studentBrief(pupil),
    status: pupilQuizStatus(world, quiz, pupil.id, now),
    result: score ? resultView(world, quiz, score, now, true) : null,
  };
}

/** One form per meaning: the same number typed '12.50' or '12.5', a word with Arabic letters… */
export function sameAnswerKey(answer: AnswerValue): string {
  if (answer.type === 'numeric') return `numeric:${Number(normaliseDigits(answer.number))}`;
  if (answer.type === 'short_answer') return `short_answer:${normaliseText(answer.text)}`;
  return JSON.stringify(answer);
}

/** Each question in the quiz's order with every submitted pupil's judged answer to it. */
function byQuestion(world: World, quiz: QuizRec, now: Date) {
  const scores = [...classScores(world, quiz, now).values()];
  return quiz.items.map((item, i) => ({
    number: i + 1,
    item,
    question: questionById(item.question_id)!,
    answers: scores.map((score) => ({
      pupil: world.person(score.pupil_id)!,
      judged: score.items.find((judged) => judged.question.id === item.question_id)!,
    })),
  }));
}

export function quizQuestionStats(world: World, quiz: QuizRec, now: Date) {
  return {
    quiz: teacherQuiz(world, quiz, now),
    class: classRef(world, quiz.class_id),
    submitted_count: classScores(world, quiz, now).size,
    questions: byQuestion(world, quiz, now).map(({ number, item, question, answers }) => {
      const answered = answers.filter((a) => a.judged.answer !== null);
      const correct = answered.filter((a) => a.judged.correct).length;
      const wrong = new Map<string, { answer: AnswerValue; count: number }>();
      for (const { judged } of answered) {
        if (judged.correct) continue;
        const key = sameAnswerKey(judged.answer!);
        const seen = wrong.get(key) ?? { answer: judged.answer!, count: 0 };
        wrong.set(key, { ...seen, count: seen.count + 1 });
      }
      const common = [...wrong.entries()].sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]))[0];
      return {
        number,
        question: quizQuestion(question, item.points),
        points: item.points,
        correct_answer: question.answer,
        answered_count: answered.length,
        unanswered_count: answers.length - answered.length,
        correct_count: correct,
        percent_correct: percentOf(correct, answered.length),
        most_common_wrong_answer: common ? common[1] : null,
      };
    }),
  };
}

/** Every question (or only `number`) with each submitted pupil's answer, wrong ones first. */
export function quizQuestionAnswers(world: World, quiz: QuizRec, now: Date, number?: number) {
  const questions = byQuestion(world, quiz, now).filter((q) => number === undefined || q.number === number);
  return {
    quiz: teacherQuiz(world, quiz, now),
    class: classRef(world, quiz.class_id),
    questions: questions.map(({ number: n, item, question, answers }) => ({
      number: n,
      question: quizQuestion(question, item.points),
      points: item.points,
      correct_answer: question.answer,
      solution: question.solution,
      answers: [...answers]
        .sort((a, b) => Number(a.judged.correct) - Number(b.judged.correct) || byName(a.pupil, b.pupil))
        .map(({ pupil, judged }) => ({
          student: studentBrief(pupil),
          answer: judged.answer,
          correct: judged.correct,
          points_earned: judged.earned,
        })),
    })),
  };
}
