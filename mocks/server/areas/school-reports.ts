/**
 * The school's reports (/school/report/…) over a scope (school-scope.ts): the period `type`
 * and the filters `classId`, `courseIds[]`, `userId` and `homeworkId`, each narrowing the
 * previous; a filter outside the scope answers 400 as the contract says. The numbers are the
 * teacher's for the same pupils (reports-shapes.ts over mocks/world/report-math.ts).
 */
import type { World } from '../../world/build.ts';
import { GRADE_NAMES } from '../../world/curriculum/courses.ts';
import { courseById, type Grade } from '../../world/curriculum/index.ts';
import { faDigits } from '../../world/curriculum/persian.ts';
import { homeworkScope, inPeriod, meanOf, scoreOf, totals, type ReportFilter } from '../../world/report-math.ts';
import {
  DEFAULT_PERIOD,
  schoolYearOf,
  seasonOf,
  SEASON_NAMES,
  type ReportPeriod,
  type Season,
} from '../../world/report-periods.ts';
import type { PersonRec } from '../../world/types.ts';
import { badRequest, type Ctx, type CtxWith } from '../context.ts';
import { homeworkPie } from './reports-homework.ts';
import { questionsPie, questionsReport, timeReport, totalScoreOut } from './reports-shapes.ts';
import { scopeClass, scopeClasses, scopeHomework, scopePupil, scopePupils, type ScopeOf } from './school-scope.ts';

/** The query of the school's reports (the seasons chart reads its own). */
type ReportCtx = CtxWith<{
  type?: ReportPeriod;
  classId?: number;
  'courseIds[]'?: number[];
  userId?: number;
  homeworkId?: number;
  schoolYear?: number;
  grade?: Grade;
}>;

const BAD_FILTER = 'فیلتر انتخاب‌شده مربوط به این مدرسه نیست.';

interface SchoolAsk {
  filter: ReportFilter;
  period: ReportPeriod;
  /** Who chart titles name when narrowed: «کلاس چهارم الف», «سارا احمدی». */
  who: string | undefined;
}

function ask<C extends Ctx>(ctx: C & ReportCtx, scopeOf: ScopeOf<C>): SchoolAsk {
  const scope = scopeOf(ctx);
  const q = ctx.query;
  let pupils: PersonRec[] = scopePupils(ctx, scope);
  let who: string | undefined;
  if (q.classId !== undefined) {
    const cls = scopeClass(ctx, scope, Number(q.classId)) ?? badRequest(BAD_FILTER);
    pupils = pupils.filter((p) => p.class_id === cls.id);
    who = `کلاس ${cls.name}`;
  }
  const courseIds = q['courseIds[]'] ?? null;
  const grades = new Set(scopeClasses(ctx, scope).map((c) => c.grade));
  if (courseIds?.some((id) => !grades.has(courseById(id)?.grade as Grade))) badRequest(BAD_FILTER);
  if (q.userId !== undefined) {
    const pupil = scopePupil(ctx, scope, Number(q.userId)) ?? badRequest(BAD_FILTER);
    pupils = pupils.filter((p) => p.id === pupil.id);
    who = `${pupil.first_name} ${pupil.last_name}`;
  }
  let homework: ReportFilter['homework'] = null;
  if (q.homeworkId !== undefined) {
    const hw = scopeHomework(ctx, scope, Number(q.homeworkId)) ?? badRequest(BAD_FILTER);
    pupils = pupils.filter((p) => p.class_id === hw.class_id);
    homework = homeworkScope(hw);
  }
  return {
    filter: { pupils, courseIds, homework },
    period: q.type ?? DEFAULT_PERIOD,
    who,
  };
}

const SEASONS: readonly Season[] = ['autumn', 'winter', 'spring'];

/** Mean SmartScore per season of one school year, for each group of pupils. */
function seasonsChart(
  world: World,
  groups: { key: string; name: string; pupils: readonly PersonRec[] }[],
  courseIds: readonly number[] | null,
  year: number,
  title: string,
) {
  const current = schoolYearOf(world.now());
  const nowSeason = seasonOf(world.now());
  // This year shows the seasons that have started (all three in summer); a past year all three.
  const labels =
    year > current ? [] : year < current || !nowSeason ? SEASONS : SEASONS.slice(0, SEASONS.indexOf(nowSeason) + 1);
  const courses = courseIds?.length ? new Set(courseIds) : null;
  let any = false;
  const series = groups.map((group) => {
    const pairs = new Map<Season, Set<string>>();
    const sums = new Map<Season, number>();
    for (const pupil of group.pupils) {
      for (const s of world.activity.sessionsOf(pupil.id)) {
        if (courses && !courses.has(s.course_id)) continue;
        const season = seasonOf(s.at);
        if (!season || !labels.includes(season) || schoolYearOf(s.at) !== year) continue;
        const set = pairs.get(season) ?? new Set<string>();
        const key = `${pupil.id}:${s.skill_id}`;
        if (set.has(key)) continue;
        set.add(key);
        pairs.set(season, set);
        sums.set(season, (sums.get(season) ?? 0) + scoreOf(world, pupil, s.skill_id));
        any = true;
      }
    }
    // A season without practice reads 0 (a chart's numbers cannot be empty).
    const data = labels.map((season) => meanOf(sums.get(season) ?? 0, pairs.get(season)?.size ?? 0) ?? 0);
    return { key: group.key, name: group.name, data };
  });
  if (!any) return { title, unit: 'امتیاز', labels: [], series: [] };
  return { title, unit: 'امتیاز', labels: labels.map((season) => SEASON_NAMES[season]), series };
}

/** The report operations over a scope (the manager's school, or the school an office browses). */
export function schoolReportOps<C extends Ctx>(scopeOf: ScopeOf<C>) {
  return {
    questions(ctx: C & ReportCtx) {
      const { filter, period, who } = ask(ctx, scopeOf);
      return questionsReport(ctx.world, filter, { period, who });
    },
    time(ctx: C & ReportCtx) {
      const { filter, period, who } = ask(ctx, scopeOf);
      return timeReport(ctx.world, filter, { period, who }, false);
    },
    questionsPie(ctx: C & ReportCtx) {
      const { filter, period } = ask(ctx, scopeOf);
      return questionsPie(ctx.world, filter, period);
    },
    totalScore(ctx: C & ReportCtx) {
      const { filter, period } = ask(ctx, scopeOf);
      return totalScoreOut(totals(ctx.world, inPeriod(ctx.world, filter, period)));
    },
    homeworksPie(ctx: C & ReportCtx) {
      const { filter, period } = ask(ctx, scopeOf);
      const homeworkId = ctx.query.homeworkId === undefined ? null : Number(ctx.query.homeworkId);
      // The teacher's pie and rule (reports-homework.ts): (pupil, homework) pairs of homework open in the period.
      return homeworkPie(ctx.world, { ...filter, period, homeworkId }, 'وضعیت تکلیف‌ها');
    },
    seasons(ctx: C & ReportCtx) {
      const scope = scopeOf(ctx);
      const year = Number(ctx.query.schoolYear ?? schoolYearOf(ctx.world.now()));
      const grade = ctx.query.grade;
      const courseIds = ctx.query['courseIds[]'] ?? null;
      const classes = scopeClasses(ctx, scope);
      const span = `${faDigits(year)}–${faDigits(year + 1)}`;
      const groups = grade
        ? classes
            .filter((c) => c.grade === grade)
            .map((c) => ({ key: `class_${c.id}`, name: c.name, pupils: ctx.world.pupilsOf(c.id) }))
        : scope.grades
            .map((g) => ({
              key: g,
              name: `پایهٔ ${GRADE_NAMES[g]}`,
              pupils: classes.filter((c) => c.grade === g).flatMap((c) => ctx.world.pupilsOf(c.id)),
            }))
            .filter((group) => group.pupils.length);
      const title = grade
        ? `میانگین امتیاز کلاس‌های پایهٔ ${GRADE_NAMES[grade]} در فصل‌های سال تحصیلی ${span}`
        : `میانگین امتیاز پایه‌ها در فصل‌های سال تحصیلی ${span}`;
      return seasonsChart(ctx.world, groups, courseIds, year, title);
    },
  };
}
