/**
 * Leaders compare (issue 28): the manager's grades or a grade's classes, and the office's schools
 * of a province, side by side — each with four figures now and an eight-week trend of each, and
 * the rows' median. Every figure is one the pages already show, by the same definition: the mean
 * SmartScore is the cards' (`yearAverage`; a week's, the reports' mean over the skills practised
 * in it), the quiz average is the quiz reports' class average (`averagePercent` of the closed
 * quizzes' results), late homework reads each pupil's homework status, participation the
 * practice sessions (`totals`).
 */
import { GRADE_NAMES } from '../../world/curriculum/courses.ts';
import type { Grade } from '../../world/curriculum/index.ts';
import { isoDate } from '../../world/calendar.ts';
import type { World } from '../../world/build.ts';
import { classHomework, dayEnd, homeworkStatus, pupilProgress } from '../../world/homework.ts';
import { averagePercent, classScores, type QuizScore } from '../../world/quiz-results.ts';
import { quizClockStatus, quizzesOfClass } from '../../world/quizzes.ts';
import { round1, totals } from '../../world/report-math.ts';
import { lastWeeks, type Bucket } from '../../world/report-periods.ts';
import type { ClassRec } from '../../world/types.ts';
import { idParam, notFound, ok, type Handlers } from '../context.ts';
import { managerScope, OFFICE_GRADES, officeProvince, scopeClasses } from './school-scope.ts';
import { percentOf } from './quiz-report-views.ts';
import { compareText, yearAverage } from './reports-shapes.ts';

const WEEKS = 8;

/** What one row compares: a grade, a class or a school, by its classes. */
interface Group {
  id: number | null;
  grade: Grade | null;
  name: string;
  classes: readonly ClassRec[];
}

type Figures = {
  average_smart_score: number | null;
  participation_percent: number | null;
  late_homework_percent: number | null;
  quiz_average_percent: number | null;
};

const inWeek = (week: Bucket, at: Date) => at >= week.from && at < week.to;

function row(world: World, group: Group, weeks: readonly Bucket[]) {
  const now = world.now();
  const pupils = group.classes.flatMap((cls) => world.pupilsOf(cls.id));
  // Each pupil × given homework whose end date has passed: late or not.
  const ended = group.classes
    .flatMap((cls) => classHomework(world, cls.id))
    .filter((hw) => homeworkStatus(world, hw) === 'finished')
    .map((hw) => {
      const of = world.pupilsOf(hw.class_id);
      const late = of.filter((pupil) => pupilProgress(world, hw, pupil.id).status === 'late').length;
      return { end: dayEnd(hw.end_date), late, of: of.length };
    });
  const lateShare = (list: typeof ended) =>
    percentOf(
      list.reduce((sum, h) => sum + h.late, 0),
      list.reduce((sum, h) => sum + h.of, 0),
    );
  const closed = group.classes
    .flatMap((cls) => quizzesOfClass(world, cls.id))
    .filter((quiz) => quizClockStatus(quiz, now) === 'closed')
    .map((quiz) => ({ end: quiz.end_at, results: [...classScores(world, quiz, now).values()] }));
  const quizAverage = (list: typeof closed) => averagePercent(list.flatMap((q): QuizScore[] => q.results));
  const week = (w: Bucket) => totals(world, { pupils, from: w.from, to: w.to });
  const perWeek = weeks.map(week);
  const figures: Figures = {
    average_smart_score: yearAverage(world, pupils),
    participation_percent: percentOf(perWeek.at(-1)!.activePupils, pupils.length),
    late_homework_percent: lateShare(ended),
    quiz_average_percent: quizAverage(closed),
  };
  return {
    id: group.id,
    grade: group.grade,
    name: group.name,
    student_count: pupils.length,
    figures,
    trends: {
      average_smart_score: perWeek.map((t) => t.averageScore),
      participation_percent: perWeek.map((t) => percentOf(t.activePupils, pupils.length)),
      late_homework_percent: weeks.map((w) => lateShare(ended.filter((h) => inWeek(w, h.end)))),
      quiz_average_percent: weeks.map((w) => quizAverage(closed.filter((q) => inWeek(w, q.end)))),
    },
  };
}

/** The median of the rows' values (the mean of the middle two for an even count), or null without any. */
function median(values: (number | null)[], whole: boolean): number | null {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = sorted.length >> 1;
  const value = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return whole ? Math.round(value) : round1(value);
}

function comparison(world: World, groups: readonly Group[]) {
  const weeks = lastWeeks(world.now(), WEEKS);
  const rows = groups.map((group) => row(world, group, weeks));
  const pick = (key: keyof Figures) => rows.map((r) => r.figures[key]);
  return {
    weeks: weeks.map((w) => ({ from: isoDate(w.from), label: w.label })),
    rows,
    median: {
      average_smart_score: median(pick('average_smart_score'), false),
      participation_percent: median(pick('participation_percent'), true),
      late_homework_percent: median(pick('late_homework_percent'), true),
      quiz_average_percent: median(pick('quiz_average_percent'), true),
    },
  };
}

export const compareHandlers = {
  getSchoolComparison(ctx) {
    const scope = managerScope(ctx);
    const classes = scopeClasses(ctx, scope);
    const grade = ctx.query.grade;
    if (grade !== undefined) {
      const list = classes.filter((cls) => cls.grade === grade);
      if (!list.length) notFound();
      return ok(
        comparison(
          ctx.world,
          list.map((cls) => ({ id: cls.id, grade: cls.grade, name: cls.name, classes: [cls] })),
        ),
      );
    }
    const groups = scope.grades
      .map((g) => ({
        id: null,
        grade: g,
        name: `پایهٔ ${GRADE_NAMES[g]}`,
        classes: classes.filter((c) => c.grade === g),
      }))
      .filter((g) => g.classes.length);
    return ok(comparison(ctx.world, groups));
  },

  getOrganizationComparison(ctx) {
    const province = officeProvince(ctx, idParam(ctx, 'id'));
    const schools = ctx.world.schools
      .filter((s) => s.province_id === province.id)
      .sort((a, b) => compareText(a.city, b.city) || compareText(a.name, b.name) || a.id - b.id);
    const groups = schools.map((s) => ({
      id: s.id,
      grade: null,
      name: s.name,
      classes: ctx.world.classesOf(s.id).filter((c) => OFFICE_GRADES.includes(c.grade)),
    }));
    return ok(comparison(ctx.world, groups));
  },
} satisfies Handlers;
