/**
 * The teacher's class reports (/teacher/report/…): one class of the teacher (`classId`, else
 * 404), the period `dateType` (ReportPeriod, last_30 when absent) and `courseIds[]`. They are
 * the school's reports for the same pupils (reports-shapes.ts), so a class reads the same on
 * the teacher's page and the manager's.
 */
import type { ReportFilter } from '../../world/report-math.ts';
import { inPeriod, totals } from '../../world/report-math.ts';
import { DEFAULT_PERIOD, type ReportPeriod } from '../../world/report-periods.ts';
import type { ClassRec } from '../../world/types.ts';
import { ok, type CtxWith, type Handlers } from '../context.ts';
import { homeworkPie } from './reports-homework.ts';
import { classSkillScores, questionsReport, timeReport, totalScoreOut } from './reports-shapes.ts';
import { teacherClass } from './teacher-dashboard.ts';

interface TeacherAsk {
  cls: ClassRec;
  filter: ReportFilter;
  period: ReportPeriod;
  who: string;
}

function ask(ctx: CtxWith<{ classId: number; 'courseIds[]'?: number[]; dateType?: ReportPeriod }>): TeacherAsk {
  const cls = teacherClass(ctx, ctx.query.classId);
  const courseIds = ctx.query['courseIds[]'] ?? null;
  return {
    cls,
    filter: { pupils: ctx.world.pupilsOf(cls.id), courseIds },
    period: ctx.query.dateType ?? DEFAULT_PERIOD,
    who: `کلاس ${cls.name}`,
  };
}

export const teacherReportHandlers = {
  getTeacherTotalScore(ctx) {
    const { filter, period } = ask(ctx);
    return ok(totalScoreOut(totals(ctx.world, inPeriod(ctx.world, filter, period))));
  },

  getTeacherTimeReport(ctx) {
    const { filter, period, who } = ask(ctx);
    // The teacher's chart splits the bars by course, as the class page draws it.
    return ok(timeReport(ctx.world, filter, { period, who }, true));
  },

  getTeacherQuestionsReport(ctx) {
    const { filter, period, who } = ask(ctx);
    return ok(questionsReport(ctx.world, filter, { period, who }));
  },

  getTeacherHomeworksPieChart(ctx) {
    const { cls, filter, period } = ask(ctx);
    return ok(homeworkPie(ctx.world, { ...filter, period }, `وضعیت تکلیف‌های کلاس ${cls.name}`));
  },

  getTeacherSkillsReport(ctx) {
    const { filter, period } = ask(ctx);
    const count = Number(ctx.query.numOfSkills ?? 5);
    return ok(classSkillScores(ctx.world, inPeriod(ctx.world, filter, period)).slice(0, count));
  },
} satisfies Handlers;
