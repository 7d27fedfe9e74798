import { describe, expect, it } from 'vitest';
import type { OperationId } from '@/api/generated/operations';
import { example } from '@/testing/handlers';
import { periodRange, withChoices } from './report-period';
import { reportText as t } from './strings';
import {
  figuresOf,
  homeworkSummary,
  isEmptyTotal,
  periodText,
  questionsSummary,
  skillsChartOf,
  skillsSummary,
  tableRowsOf,
  timeSummary,
} from './summaries';

const teacher = <O extends OperationId>(operationId: O) => example(operationId, 'teacher');

describe('the class report’s data, in Persian from the answers', () => {
  it('headline figures: mean score, mastered of practised, answers, hours and minutes', () => {
    const total = teacher('getTeacherTotalScore');
    expect(figuresOf(total).map((f) => f.value)).toEqual(['۷۹', '۷۴ از ۱۲۵', '۲٬۲۰۶', '۲۹ ساعت و ۲۸ دقیقه']);
    // «از ۱۲۵» counts (pupil, skill) pairs of the class, so the label says so, not «مهارت‌ها».
    expect(figuresOf(total)[1]!.label).toBe('تسلط بر مهارت (هر دانش‌آموز در هر مهارت)');
    expect(isEmptyTotal(total)).toBe(false);
    const empty = example('getTeacherTotalScore', 'empty');
    expect(isEmptyTotal(empty)).toBe(true);
    expect(figuresOf(empty)[0]!.value).toBe(t.figures.noScore);
  });

  it('time: the total, the mean per active pupil and the busiest bar, in Persian digits', () => {
    expect(timeSummary(teacher('getTeacherTimeReport'))).toBe(
      '۱٬۷۶۸ دقیقه تمرین، به‌طور میانگین ۶۸ دقیقه برای هر یک از ۲۶ دانش‌آموز فعال؛ بیشترین: هفتهٔ ۱۶ آبان با ۵۳۳ دقیقه',
    );
  });

  it('questions: right and wrong with the share right', () => {
    expect(questionsSummary(teacher('getTeacherQuestionsReport'))).toBe(
      '۲٬۲۰۶ پاسخ: ۱٬۶۷۵ درست و ۵۳۱ نادرست (۷۶٪ درست)',
    );
  });

  it('homework: the slices above zero with their counts', () => {
    const pie = teacher('getTeacherHomeworksPieChart');
    // A slice counts (pupil, homework) pairs, so the unit is «مورد», never «تکلیف».
    expect(homeworkSummary(pie)).toBe(
      '۷۸ مورد (هر دانش‌آموز در هر تکلیف یک مورد): ۵۲ با تأخیر، ۱۱ در حال انجام، ۱۵ شروع نشده',
    );
    const some = { ...pie, slices: pie.slices.map((s) => (s.key === 'late' ? s : { ...s, value: 0 })) };
    expect(homeworkSummary(some)).toBe('۵۲ مورد (هر دانش‌آموز در هر تکلیف یک مورد): ۵۲ با تأخیر');
  });

  it('skills: the weakest named first, one rounded bar per skill', () => {
    const rows = teacher('getTeacherSkillsReport');
    // The count is the bars drawn, which may be fewer than the «تا ۵ مهارت» asked.
    expect(skillsSummary(rows)).toBe('۵ مهارت تمرین‌شده؛ ضعیف‌ترین: ارزش مکانی عددهای بزرگ با میانگین ۷۲');
    expect(skillsSummary(rows.slice(0, 1))).toMatch(/^۱ مهارت تمرین‌شده؛ /);
    const chart = skillsChartOf(rows);
    expect(chart.data[0]).toEqual({ label: 'ارزش مکانی عددهای بزرگ', smart_score: 72 });
    expect(chart.data).toHaveLength(rows.length);
    expect(skillsSummary([])).toBe('');
  });

  it('the screen readers’ table: the server’s Jalali labels with each series in Persian digits', () => {
    const rows = tableRowsOf(teacher('getTeacherQuestionsReport').chart);
    expect(rows[0]).toEqual({ label: 'هفتهٔ ۲ آبان', values: ['۳۴۳', '۱۰۰'] });
    expect(rows.map((r) => r.label).join(' ')).not.toMatch(/[0-9]/);
  });

  it('the period in Jalali dates, the last N days up to today', () => {
    expect(periodRange('last_7', '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(periodText('last_30', '2026-11-22')).toBe('از ۲ آبان ۱۴۰۵ تا ۱ آذر ۱۴۰۵');
    expect(periodText('last_365', '2026-11-22')).toBe('از ۲ آذر ۱۴۰۴ تا ۱ آذر ۱۴۰۵');
  });

  it('the print link carries the choices, leaving the defaults out', () => {
    expect(withChoices('/p', { period: 'last_30', numOfSkills: 5 })).toBe('/p');
    expect(withChoices('/p', { period: 'last_7', numOfSkills: 10 })).toBe('/p?period=last_7&skills=10');
  });
});
