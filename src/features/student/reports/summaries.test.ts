import { describe, expect, it } from 'vitest';
import type { PieChart, ReportSeries } from '@/api/generated/model';
import { example } from '@/testing/handlers';
import {
  accuracyPercentOf,
  accuracySummary,
  completionSummary,
  cupsSummary,
  durationSummary,
  hourlySummary,
  skillsSummary,
  timeOfDaySummary,
} from './summaries';

type SeriesCall =
  | 'getMyHourlyDistributionReport'
  | 'getMyPracticeDurationReport'
  | 'getMyCupsReport'
  | 'getMyTimeOfDayPerformanceReport'
  | 'getMySkillsPerformanceReport';
const series = (operationId: SeriesCall): ReportSeries => example(operationId, 'student');
const pie = (operationId: 'getMyAnswerAccuracyReport' | 'getMyCompletionSummaryReport'): PieChart =>
  example(operationId, 'student');

describe('the charts’ one-line summaries, in Persian from the data', () => {
  it('hourly: the busiest hour and how much', () => {
    expect(hourlySummary(series('getMyHourlyDistributionReport'))).toBe('بیشترین تمرین: ساعت ۱۰ با ۲۲ سؤال');
  });

  it('hourly: Latin hours from a server are shown in Persian digits', () => {
    const report: ReportSeries = {
      title: '',
      unit: 'سؤال',
      labels: ['16', '17'],
      series: [{ key: 'answered', name: '', data: [3, 42] }],
    };
    expect(hourlySummary(report)).toBe('بیشترین تمرین: ساعت ۱۷ با ۴۲ سؤال');
  });

  it('duration: the total over every subject and the busiest bar', () => {
    expect(durationSummary(series('getMyPracticeDurationReport'))).toBe(
      'در این بازه ۵۶ دقیقه تمرین کردی؛ بیشترین: هفتهٔ ۲۳ آبان با ۱۸ دقیقه',
    );
  });

  it('duration: no busiest bar when nothing was practised', () => {
    const report: ReportSeries = {
      title: '',
      unit: 'دقیقه',
      labels: ['شنبه'],
      series: [{ key: 'math', name: '', data: [0] }],
    };
    expect(durationSummary(report)).toBe('در این بازه ۰ دقیقه تمرین کردی');
  });

  it('completion: the homework count and the outcomes above zero', () => {
    expect(completionSummary(pie('getMyCompletionSummaryReport'))).toBe('۳ تکلیف: ۲ با تأخیر، ۱ در حال انجام');
  });

  it('accuracy: right out of all, with the share', () => {
    const accuracy = pie('getMyAnswerAccuracyReport');
    expect(accuracyPercentOf(accuracy)).toBe(78);
    expect(accuracySummary(accuracy)).toBe('۴۵ پاسخ درست از ۵۸ پاسخ (۷۸٪)');
  });

  it('cups: the total and each level earned', () => {
    expect(cupsSummary(series('getMyCupsReport'))).toBe('۳ جام در این بازه: ۱ طلایی، ۲ برنزی');
  });

  it('time of day: the best time, then the others', () => {
    expect(timeOfDaySummary(series('getMyTimeOfDayPerformanceReport'))).toBe(
      'بهترین زمان: عصر با ۱۰۰٪ پاسخ درست (صبح ۷۶٪، ظهر ۶۰٪، شب ۰٪)',
    );
  });

  it('time of day by weekday: the best day and hour', () => {
    const report: ReportSeries = {
      title: '',
      unit: 'درصد',
      labels: ['۱۶', '۱۷'],
      series: [
        { key: 'sun', name: 'یکشنبه', data: [50, 90] },
        { key: 'sat', name: 'شنبه', data: [70, 90] },
      ],
    };
    // A tie goes to the earlier cell in the Saturday-first week.
    expect(timeOfDaySummary(report)).toBe('بهترین زمان: شنبه ۱۷ با ۹۰٪ پاسخ درست');
  });

  it('skills: the lowest and the highest SmartScore', () => {
    expect(skillsSummary(series('getMySkillsPerformanceReport'))).toBe(
      'کمترین امتیاز: نور و سایه با ۲۱؛ بیشترین: جمع با «ان» و «ها» با ۱۰۰',
    );
  });

  it('skills: one skill, one score', () => {
    const report: ReportSeries = {
      title: '',
      unit: '',
      labels: ['نور و سایه'],
      series: [{ key: 'smart_score', name: '', data: [64] }],
    };
    expect(skillsSummary(report)).toBe('امتیاز نور و سایه: ۶۴');
  });
});
