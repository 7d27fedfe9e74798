/**
 * The contract's quiz shapes (Quiz, QuizQuestion, QuizProgress, QuizResult) from world records,
 * shared by the pupil's calls and the teacher's and manager's reports so a quiz and a result
 * read the same everywhere.
 */
import type { World } from '../../world/build.ts';
import { isoDateTime } from '../../world/calendar.ts';
import { courseById, questionById } from '../../world/curriculum/index.ts';
import type { QuestionRec } from '../../world/curriculum/types.ts';
import { remainingSeconds } from '../../world/quiz-attempts.ts';
import { answersShown, averagePercent, classScores, type QuizScore } from '../../world/quiz-results.ts';
import { totalPoints, type AttemptRec, type QuizRec, type QuizStatus } from '../../world/quizzes.ts';
import { classRef } from './account.ts';
import { courseOut } from './reports-shapes.ts';

export function quizView(world: World, quiz: QuizRec, status: QuizStatus) {
  return {
    id: quiz.id,
    title: quiz.title,
    description: quiz.description,
    course: courseOut(courseById(quiz.course_id)!),
    class: classRef(world, quiz.class_id),
    duration_minutes: quiz.duration_minutes,
    questions_count: quiz.items.length,
    total_points: totalPoints(quiz),
    start_at: isoDateTime(quiz.start_at),
    end_at: isoDateTime(quiz.end_at),
    status,
    show_answers_after: quiz.show_answers_after,
  };
}

/** The question as the quiz asks it: `points` is its weight in this quiz, and no hints (a quiz measures). */
export const quizQuestion = (question: QuestionRec, points: number) => ({
  ...question.question,
  hint: null,
  hints: [],
  points,
});

/** The quiz's questions in the pupil's order. */
export function quizQuestions(quiz: QuizRec, attempt: AttemptRec) {
  const points = new Map(quiz.items.map((item) => [item.question_id, item.points]));
  return attempt.order.map((id, i) => ({
    number: i + 1,
    points: points.get(id)!,
    question: quizQuestion(questionById(id)!, points.get(id)!),
  }));
}

export function progressView(attempt: AttemptRec, now: Date) {
  const answers = attempt.order.flatMap((id) => {
    const saved = attempt.answers.get(id);
    return saved ? [{ question_id: id, answer: saved.answer, flagged: saved.flagged }] : [];
  });
  return {
    quiz_id: attempt.quiz_id,
    current_question: attempt.current_question,
    answers,
    answered_count: answers.filter((a) => a.answer !== null).length,
    remaining_seconds: remainingSeconds(attempt, now),
    started_at: isoDateTime(attempt.started_at),
    updated_at: isoDateTime(attempt.updated_at),
    ends_at: isoDateTime(attempt.ends_at),
    server_time: isoDateTime(now),
  };
}

/**
 * A pupil's QuizResult. `teacher` views always carry the right answers and solutions; a pupil's
 * follow the quiz's show_answers_after. The class average counts every handed-in result, and is
 * null while the pupil's is the only one (an average of one says nothing and names no one).
 */
export function resultView(world: World, quiz: QuizRec, score: QuizScore, now: Date, teacher = false) {
  const shown = teacher || answersShown(quiz, now);
  const all = classScores(world, quiz, now);
  return {
    quiz_id: quiz.id,
    title: quiz.title,
    score: score.score,
    total_points: score.total,
    percent: score.percent,
    correct_count: score.correct,
    wrong_count: score.wrong,
    unanswered_count: score.unanswered,
    time_spent_seconds: score.seconds,
    submitted_at: isoDateTime(score.submitted_at),
    class_average_percent: all.size > 1 ? averagePercent(all.values()) : null,
    questions: score.items.map((item) => ({
      number: item.number,
      question: quizQuestion(item.question, item.points),
      your_answer: item.answer,
      correct_answer: shown ? item.question.answer : null,
      correct: item.correct,
      points: item.points,
      points_earned: item.earned,
      solution: shown ? item.question.solution : null,
    })),
  };
}
