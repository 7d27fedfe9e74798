/**
 * The pupil's seven reports (/report, /performance), each summing the pupil's own sittings
 * (world.activity) over the period `type` (last 7/30/90/365 days, last_30 when absent) and the
 * `courseIds[]` filter, with the bars of the shared report periods (weekdays, Saturday weeks,
 * Jalali months). A report with nothing to draw answers the contract's empty chart.
 */
import type { Session } from '../../world/activity.ts';
import { tehranHour } from '../../world/calendar.ts';
import { courseById, skillById } from '../../world/curriculum/index.ts';
import { SUBJECT_NAMES } from '../../world/curriculum/courses.ts';
import { faDigits } from '../../world/curriculum/persian.ts';
import { homeworkById, pupilHomeworkDuring, pupilProgress } from '../../world/homework.ts';
import { bars, eachSession, inPeriod } from '../../world/report-math.ts';
import { bucketOf, DEFAULT_PERIOD, type ReportPeriod } from '../../world/report-periods.ts';
import { rewardsOf } from '../../world/rewards.ts';
import { ok, type CtxWith, type Handlers } from '../context.ts';
import { gamificationOn } from './account.ts';
import { asPupil } from './homework-access.ts';

const EMPTY_SERIES = { title: 'بدون داده', unit: '', labels: [], series: [] };
const EMPTY_PIE = { title: 'بدون داده', slices: [] };

function scope(ctx: CtxWith<{ type?: ReportPeriod; 'courseIds[]'?: number[] }>) {
  const pupil = asPupil(ctx);
  const period = ctx.query.type ?? DEFAULT_PERIOD;
  const courseIds = ctx.query['courseIds[]'] ?? null;
  const filter = inPeriod(ctx.world, { pupils: [pupil], courseIds }, period);
  const sessions: Session[] = [];
  eachSession(ctx.world, filter, (s) => sessions.push(s));
  return { pupil, filter, sessions, courseIds };
}

const percent = (part: number, whole: number) => (whole ? Math.round((100 * part) / whole) : 0);

const SLOTS = [
  ['صبح', 6, 12],
  ['ظهر', 12, 15],
  ['عصر', 15, 19],
  ['شب', 19, 24],
] as const;

const HOMEWORK_SLICES = [
  ['done', 'به‌موقع انجام شده'],
  ['late', 'با تأخیر'],
  ['in_progress', 'در حال انجام'],
  ['not_started', 'شروع نشده'],
] as const;

const CUP_SERIES = [
  ['gold', 'طلایی'],
  ['silver', 'نقره‌ای'],
  ['bronze', 'برنزی'],
] as const;

export const memberReportHandlers = {
  getMyHourlyDistributionReport(ctx) {
    const { sessions } = scope(ctx);
    if (!sessions.length) return ok(EMPTY_SERIES);
    const hours = sessions.map((s) => tehranHour(s.at));
    const first = Math.min(...hours);
    const last = Math.max(...hours);
    const data = new Array<number>(last - first + 1).fill(0);
    sessions.forEach((s, i) => (data[hours[i]! - first]! += s.answered));
    return ok({
      title: 'پراکندگی تمرین در ساعت‌های روز',
      unit: 'سؤال',
      labels: data.map((_, i) => faDigits(first + i)),
      series: [{ key: 'answered', name: 'سؤال‌های پاسخ‌داده', data }],
    });
  },

  getMyPracticeDurationReport(ctx) {
    const { filter, sessions } = scope(ctx);
    if (!sessions.length) return ok(EMPTY_SERIES);
    const byCourse = bars(
      ctx.world,
      filter,
      (s) => s.seconds,
      (s) => String(s.course_id),
    );
    const series = [...byCourse]
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([id, data]) => {
        const subject = courseById(Number(id))!.subject;
        return { key: subject, name: SUBJECT_NAMES[subject], data: data.map((seconds) => Math.round(seconds / 60)) };
      });
    return ok({ title: 'مدت تمرین', unit: 'دقیقه', labels: filter.window.buckets.map((b) => b.label), series });
  },

  getMyCompletionSummaryReport(ctx) {
    const { pupil, filter, courseIds } = scope(ctx);
    // The homework open at some time in the period (by the pupil's own deadline).
    const homework = pupilHomeworkDuring(ctx.world, pupil, filter.window.from, filter.window.to).filter(
      (hw) => !courseIds?.length || courseIds.includes(hw.course_id),
    );
    if (!homework.length) return ok(EMPTY_PIE);
    const states = homework.map((hw) => pupilProgress(ctx.world, hw, pupil.id).status);
    return ok({
      title: 'وضعیت انجام تکالیف',
      slices: HOMEWORK_SLICES.map(([key, label]) => ({ key, label, value: states.filter((s) => s === key).length })),
    });
  },

  getMyAnswerAccuracyReport(ctx) {
    const { sessions } = scope(ctx);
    const correct = sessions.reduce((sum, s) => sum + s.correct, 0);
    const answered = sessions.reduce((sum, s) => sum + s.answered, 0);
    if (!answered) return ok(EMPTY_PIE);
    return ok({
      title: 'درستی پاسخ‌ها',
      slices: [
        { key: 'correct', label: 'درست', value: correct },
        { key: 'wrong', label: 'نادرست', value: answered - correct },
      ],
    });
  },

  getMyCupsReport(ctx) {
    const { pupil, filter, courseIds } = scope(ctx);
    if (!gamificationOn(ctx.world, pupil)) return ok(EMPTY_SERIES);
    const buckets = filter.window.buckets;
    const cups = rewardsOf(ctx.world, pupil.id).filter((b) => b.kind === 'cup' && b.earned_at !== null);
    const series = CUP_SERIES.map(([key, name]) => ({ key, name, data: new Array<number>(buckets.length).fill(0) }));
    let any = false;
    for (const cup of cups) {
      const at = new Date(cup.earned_at!);
      if (at < filter.window.from || at >= filter.window.to) continue;
      // Bronze and gold cups belong to a skill's course, silver ones to a homework's.
      const ref = Math.floor(cup.id / 10);
      const courseId = cup.cup_level === 'silver' ? homeworkById(ctx.world, ref)?.course_id : skillById(ref)?.course_id;
      if (courseIds?.length && (courseId === undefined || !courseIds.includes(courseId))) continue;
      const index = bucketOf(buckets, at);
      if (index < 0) continue;
      series.find((s) => s.key === cup.cup_level)!.data[index]! += 1;
      any = true;
    }
    if (!any) return ok(EMPTY_SERIES);
    return ok({ title: 'تعداد جام‌ها', unit: 'جام', labels: buckets.map((b) => b.label), series });
  },

  getMyTimeOfDayPerformanceReport(ctx) {
    const { sessions } = scope(ctx);
    if (!sessions.length) return ok(EMPTY_SERIES);
    const data = SLOTS.map(([, from, to]) => {
      const mine = sessions.filter((s) => tehranHour(s.at) >= from && tehranHour(s.at) < to);
      return percent(
        mine.reduce((sum, s) => sum + s.correct, 0),
        mine.reduce((sum, s) => sum + s.answered, 0),
      );
    });
    return ok({
      title: 'عملکرد در ساعت‌های مختلف روز',
      unit: 'درصد',
      labels: SLOTS.map(([label]) => label),
      series: [{ key: 'correct', name: 'پاسخ درست', data }],
    });
  },

  getMySkillsPerformanceReport(ctx) {
    const { pupil, sessions } = scope(ctx);
    const skills = [...new Set(sessions.map((s) => s.skill_id))]
      .map((id) => ({ skill: skillById(id)!, score: ctx.world.activity.mastery(pupil.id, id).score }))
      .sort((a, b) => a.score - b.score || a.skill.id - b.skill.id)
      .slice(0, 10);
    if (!skills.length) return ok(EMPTY_SERIES);
    return ok({
      title: 'عملکرد در مهارت‌ها',
      unit: 'امتیاز',
      labels: skills.map((s) => s.skill.title),
      label_keys: skills.map((s) => s.skill.name),
      series: [{ key: 'smart_score', name: 'امتیاز هوشمند', data: skills.map((s) => s.score) }],
    });
  },
} satisfies Handlers;
