import { describe, expect, it } from 'vitest';
import { buildWorld } from './build.ts';
import { isoDateTime } from './calendar.ts';
import { judge, QUESTIONS, questionById, skillById } from './curriculum/index.ts';
import { wrongAnswers } from './quiz-answers.ts';
import { attemptOf, pupilStatus } from './quiz-attempts.ts';
import { classScores } from './quiz-results.ts';
import { attemptsOf, quizById, quizzesOfClass, totalPoints } from './quizzes.ts';

describe('the year’s quizzes', () => {
  const world = buildWorld();
  const now = world.now();

  it('gives every class of the demo school past quizzes, one open now and one upcoming', () => {
    for (const cls of world.classesOf(1)) {
      const quizzes = quizzesOfClass(world, cls.id);
      const closed = quizzes.filter((q) => q.end_at <= now);
      const open = quizzes.filter((q) => q.start_at <= now && now < q.end_at);
      const upcoming = quizzes.filter((q) => q.start_at > now);
      expect(closed.length, cls.name).toBeGreaterThanOrEqual(2);
      expect(closed.length).toBeLessThanOrEqual(4);
      expect(open).toHaveLength(1);
      expect(upcoming).toHaveLength(1);
      for (const quiz of quizzes) {
        expect(quiz.teacher_id).toBe(cls.teacher_id);
        expect(world.coursesOfClass(cls.id).map((c) => c.id)).toContain(quiz.course_id);
        expect(quiz.items.length).toBeGreaterThanOrEqual(6);
        expect(quiz.items.length).toBeLessThanOrEqual(10);
        expect(quiz.duration_minutes).toBeGreaterThanOrEqual(15);
        expect(quiz.duration_minutes).toBeLessThanOrEqual(40);
        expect(quiz.end_at > quiz.start_at).toBe(true);
        expect(quiz.title.startsWith('آزمون')).toBe(true);
        for (const item of quiz.items) {
          const skill = skillById(questionById(item.question_id)!.skill_id)!;
          expect(quiz.skill_ids).toContain(skill.id);
          expect(skill.course_id).toBe(quiz.course_id);
          expect(world.activity.taughtOn(skill) <= quiz.start_at).toBe(true);
          expect([1, 2]).toContain(item.points);
        }
        expect(new Set(quiz.items.map((i) => i.question_id)).size).toBe(quiz.items.length);
        expect(quizById(world, quiz.id)).toBe(quiz);
      }
    }
  });

  it('keeps the contract’s ids in Sara’s class: 497 handed in, 501 open and not started, 503 upcoming', () => {
    expect(quizById(world, 497)!.class_id).toBe(41);
    expect(pupilStatus(world, quizById(world, 497)!, 101, now)).toBe('submitted');
    expect(quizById(world, 497)!.show_answers_after).toBe('never');
    expect(pupilStatus(world, quizById(world, 501)!, 101, now)).toBe('open');
    expect(pupilStatus(world, quizById(world, 503)!, 101, now)).toBe('upcoming');
    expect(quizById(world, 502)!.class_id).toBe(42);
    expect(quizById(world, 999_999)).toBeUndefined();
  });

  it('is the same world every build', () => {
    const again = buildWorld();
    const view = (w: typeof world) =>
      quizzesOfClass(w, 41).map((q) => ({
        ...q,
        start_at: isoDateTime(q.start_at),
        results: [...classScores(w, q, now).values()].map((s) => [s.pupil_id, s.score, s.seconds]),
      }));
    expect(view(again)).toEqual(view(world));
  });

  it('stores real answers: the past results are judged from them, some pupils took the open quiz', () => {
    for (const quiz of quizzesOfClass(world, 41)) {
      for (const attempt of attemptsOf(world, quiz).values()) {
        for (const [id, saved] of attempt.answers) {
          if (saved.answer) expect(saved.answer.type).toBe(questionById(id)!.question.type);
        }
      }
      const scores = classScores(world, quiz, now);
      for (const score of scores.values()) {
        const attempt = attemptOf(world, quiz, score.pupil_id, now)!;
        const right = quiz.items.filter((item) => {
          const answer = attempt.answers.get(item.question_id)?.answer;
          return answer && judge(questionById(item.question_id)!, answer);
        });
        expect(score.score).toBe(right.reduce((sum, item) => sum + item.points, 0));
        expect(score.percent).toBe(Math.round((score.score * 100) / totalPoints(quiz)));
        expect(score.seconds).toBeLessThanOrEqual(quiz.duration_minutes * 60);
      }
      if (quiz.end_at <= now) expect(scores.size).toBeGreaterThan(world.pupilsOf(41).length / 2);
      if (quiz.start_at <= now && now < quiz.end_at) {
        expect(scores.size).toBeGreaterThan(0);
        expect(scores.has(101)).toBe(false);
      }
      if (quiz.start_at > now) expect(attemptsOf(world, quiz).size).toBe(0);
    }
  });

  it('offers wrong answers of the question’s own type that the judge rejects', () => {
    for (const question of QUESTIONS) {
      const slips = wrongAnswers(question);
      expect(slips.length, question.key).toBeGreaterThan(0);
      for (const slip of slips) {
        expect(slip.type).toBe(question.answer.type);
        expect(judge(question, slip)).toBe(false);
      }
    }
  });
});
