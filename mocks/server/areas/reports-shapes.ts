/**
 * The contract's shapes of the dashboards and reports (TotalScore, TimeReport, QuestionsReport,
 * PieChart, StudentRecord, SkillMastery, ClassSkillScore…), built from the one aggregation
 * (mocks/world/report-math.ts) so the teacher's, the manager's and the office's pages read the
 * same numbers for the same pupils.
 */
import type { World } from '../../world/build.ts';
import { isoDateTime } from '../../world/calendar.ts';
import { courseById, normaliseText, skillById, type CourseRec } from '../../world/curriculum/index.ts';
import { bars, inPeriod, meanOf, round1, skillScores, totals, yearTotals } from '../../world/report-math.ts';
import type { ReportFilter, Totals } from '../../world/report-math.ts';
import { periodTitle, type ReportPeriod } from '../../world/report-periods.ts';
import type { ClassRec, PersonRec } from '../../world/types.ts';
import { notFound, paged, type CtxWith } from '../context.ts';
import { classRef } from './account.ts';
import { skillView, studentBrief } from './practice-views.ts';

export const courseOut = (c: CourseRec) => ({
  id: c.id,
  name: c.name,
  subject: c.subject,
  grade: c.grade,
  subject_index: c.subject_index,
});

export const personName = (p: PersonRec) => ({ id: p.id, first_name: p.first_name, last_name: p.last_name });

// One serializer for a pupil's brief, a skill and a mastery: practice-views.ts.
export { studentBrief } from './practice-views.ts';

/** A row of the students tables (teacher and school): the pupil's school year so far. */
export function studentRecord(world: World, pupil: PersonRec) {
  const t = yearTotals(world, pupil);
  return {
    ...studentBrief(pupil),
    class: pupil.class_id === null ? null : classRef(world, pupil.class_id),
    average_smart_score: t.averageScore,
    questions_answered: t.questions,
    time_spent_seconds: t.seconds,
    last_active_at: t.lastAt ? isoDateTime(t.lastAt) : null,
  };
}

const collator = new Intl.Collator('fa');
/** Persian alphabetical order by last name, then first name (the class register's order). */
export const byName = (a: PersonRec, b: PersonRec) =>
  collator.compare(a.last_name, b.last_name) || collator.compare(a.first_name, b.first_name) || a.id - b.id;
export const byClassName = (a: ClassRec, b: ClassRec) => collator.compare(a.name, b.name) || a.id - b.id;
export const compareText = (a: string, b: string) => collator.compare(a, b);

export const totalScoreOut = (t: Totals) => ({
  average_smart_score: t.averageScore,
  mastered_skills: t.masteredSkills,
  practiced_skills: t.practisedSkills,
  questions_answered: t.questions,
  time_spent_seconds: t.seconds,
});

/** Mean SmartScore of some pupils over the school year (cards, grades, schools, provinces). */
export function yearAverage(world: World, pupils: readonly PersonRec[]): number | null {
  let sum = 0;
  let count = 0;
  for (const pupil of pupils) {
    const t = yearTotals(world, pupil);
    sum += t.scoreSum;
    count += t.practisedSkills;
  }
  return meanOf(sum, count);
}

const subjectOf = (courseId: number) => courseById(courseId)?.subject ?? 'math';
const emptyChart = (title: string, unit: string) => ({ title, unit, labels: [] as string[], series: [] });

export interface ReportAsk {
  period: ReportPeriod;
  /** Who the chart titles name: «کلاس چهارم الف», or nothing for a whole school. */
  who?: string;
}

const titled = (what: string, ask: ReportAsk) => `${what}${ask.who ? ` ${ask.who}` : ''} در ${periodTitle(ask.period)}`;

export function questionsReport(world: World, filter: ReportFilter, ask: ReportAsk) {
  const f = inPeriod(world, filter, ask.period);
  const t = totals(world, f);
  const title = ask.who ? titled('پاسخ به سؤال‌های', ask) : titled('پاسخ به سؤال‌ها', ask);
  if (!t.questions) return { total_answered: 0, correct: 0, wrong: 0, chart: emptyChart(title, 'سؤال') };
  const correct = bars(world, f, (s) => s.correct).get('all')!;
  const answered = bars(world, f, (s) => s.answered).get('all')!;
  return {
    total_answered: t.questions,
    correct: t.correct,
    wrong: t.wrong,
    chart: {
      title,
      unit: 'سؤال',
      labels: f.window.buckets.map((b) => b.label),
      series: [
        { key: 'correct', name: 'درست', data: correct },
        { key: 'wrong', name: 'نادرست', data: answered.map((n, i) => n - correct[i]!) },
      ],
    },
  };
}

/** Practice time; `bySubject` splits the bars into one series per course (the teacher's chart). */
export function timeReport(world: World, filter: ReportFilter, ask: ReportAsk, bySubject: boolean) {
  const f = inPeriod(world, filter, ask.period);
  const t = totals(world, f);
  const title = titled('زمان تمرین', ask);
  const minutes = Math.round(t.seconds / 60);
  const head = {
    total_minutes: minutes,
    average_minutes_per_student: t.activePupils ? round1(t.seconds / 60 / t.activePupils) : 0,
    active_students: t.activePupils,
  };
  if (!t.questions) return { ...head, chart: emptyChart(title, 'دقیقه') };
  const split = bars(world, f, (s) => s.seconds, bySubject ? (s) => String(s.course_id) : undefined);
  const series = [...split]
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([key, data]) => ({
      key: bySubject ? subjectOf(Number(key)) : 'practice_time',
      name: bySubject ? (courseById(Number(key))?.name ?? '') : 'زمان تمرین',
      data: data.map((seconds) => Math.round(seconds / 60)),
    }));
  return { ...head, chart: { title, unit: 'دقیقه', labels: f.window.buckets.map((b) => b.label), series } };
}

/**
 * Correct, wrong and answered after opening the solution. The world records no answer given
 * after the solution (practice shows the solution only after an answer), so that slice is 0.
 */
export function questionsPie(world: World, filter: ReportFilter, period: ReportPeriod) {
  const t = totals(world, inPeriod(world, filter, period));
  const title = 'درستی پاسخ‌ها';
  if (!t.questions) return { title, slices: [] };
  return {
    title,
    slices: [
      { key: 'correct', label: 'درست', value: t.correct },
      { key: 'wrong', label: 'نادرست', value: t.wrong },
      { key: 'after_solution', label: 'با دیدن راه‌حل', value: 0 },
    ],
  };
}

/** The class's skills of the filter as ClassSkillScore rows, weakest first (then in book order). */
export function classSkillScores(world: World, filter: ReportFilter) {
  return skillScores(world, filter)
    .sort((a, b) => a.average - b.average || a.skillId - b.skillId)
    .map((row) => ({
      skill: skillView(skillById(row.skillId)!),
      average_smart_score: row.average,
      students_practised: row.practised,
      students_mastered: row.mastered,
    }));
}

/** A name or a searched word folded for matching: the curriculum's text rules, spaces dropped, any case. */
const folded = new Map<string, string>();
export function searchFold(text: string): string {
  let found = folded.get(text);
  if (found === undefined) folded.set(text, (found = normaliseText(text).replace(/ /g, '').toLowerCase()));
  return found;
}

/** Whether a pupil's first name, last name, full name or username holds the searched word. */
export function nameMatches(person: PersonRec, word: string): boolean {
  const needle = searchFold(word);
  if (!needle) return true;
  return [person.first_name + person.last_name, person.last_name + person.first_name, person.username].some((text) =>
    searchFold(text).includes(needle),
  );
}

/**
 * A page of a students table: `searchedWord` narrows, rows are in the class register's order
 * (last name, then first name), `page`/`size` slice with true counts; a page past the last is
 * 404 (the school's table says so; the teacher's table follows it).
 */
export function recordsPage<T>(
  ctx: CtxWith<{ searchedWord?: string; page?: number; size?: number }>,
  pupils: readonly PersonRec[],
  row: (pupil: PersonRec) => T,
) {
  const word = ctx.query.searchedWord ?? '';
  const found = (word ? pupils.filter((p) => nameMatches(p, word)) : [...pupils]).sort(byName);
  const page = paged(found, ctx.query, 10);
  if (page.page > Math.max(1, page.total_pages)) notFound();
  return { ...page, results: page.results.map(row) };
}
