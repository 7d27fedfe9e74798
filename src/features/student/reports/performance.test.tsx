import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReportSeries } from '@/api/generated/model';
import { quietChartSizeWarnings } from '@/shared/charts/testing';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answering, example } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { PerformanceScreen } from './performance-screen';
import { answeringAll, failingCall, PERFORMANCE_PAGE_CALLS, REPORT_CALLS } from './report-fixtures';
import { skillSlugsOf } from './skill-list';
import { runText } from '@/shared/practice/run/strings';
import { t } from './strings';

quietChartSizeWarnings();

const skills = example('getMySkillsPerformanceReport', 'student');

function renderPerformance(route: string = paths.student.performance) {
  return renderWithApp(<PerformanceScreen />, { route, signedInAs: 'student' });
}

const skillList = () => screen.getByRole('region', { name: t.skills.listTitle });

describe('PerformanceScreen', () => {
  it('says when the pupil answers best and which skills are weakest, in Persian', async () => {
    server.use(...answeringAll(PERFORMANCE_PAGE_CALLS, 'student'));
    renderPerformance();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.performance.title);
    expect(await screen.findByText('بهترین زمان: عصر با ۱۰۰٪ پاسخ درست (صبح ۷۶٪، ظهر ۶۰٪، شب ۰٪)')).toBeInTheDocument();
    expect(
      await screen.findByText('کمترین امتیاز: نور و سایه با ۲۱؛ بیشترین: جمع با «ان» و «ها» با ۱۰۰'),
    ).toBeInTheDocument();
  });

  it('lists each skill with its SmartScore and band in words, and no practice link without the skill’s slug', async () => {
    const { label_keys: _keys, ...withoutKeys } = skills;
    server.use(answering(REPORT_CALLS.skills, withoutKeys), ...answeringAll(['timeOfDay'], 'student'));
    renderPerformance();
    await screen.findByText(t.skills.listTitle);
    const items = within(skillList()).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('نور و سایه');
    expect(items[0]).toHaveTextContent('امتیاز ۲۱');
    expect(items[0]).toHaveTextContent('در حال تمرین');
    expect(items[2]).toHaveTextContent('تسلط کامل');
    expect(within(skillList()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('links each skill to its practice by the slug the report carries (label_keys)', async () => {
    server.use(...answeringAll(PERFORMANCE_PAGE_CALLS, 'student'));
    renderPerformance();
    const link = await screen.findByRole('link', { name: runText.practiseSkill('نور و سایه') });
    expect(link).toHaveAttribute('href', paths.student.exerciseHref({ skill: 's4-light' }));
    expect(within(skillList()).getAllByRole('link')).toHaveLength(3);
  });

  it('reads slugs only where they are strings', () => {
    expect(skillSlugsOf({ ...skills, label_keys: undefined })).toEqual([undefined, undefined, undefined]);
    expect(skillSlugsOf({ ...skills, label_keys: ['a', 3, ''] } as ReportSeries)).toEqual(['a', undefined, undefined]);
  });

  it('keeps the skills chart when the time-of-day call fails', async () => {
    server.use(failingCall('timeOfDay'), ...answeringAll(['skills'], 'student'));
    renderPerformance();
    const failed = screen.getByRole('figure', { name: t.timeOfDay.title });
    expect(await within(failed).findByRole('alert')).toHaveTextContent(errors.fetchData);
    expect(await screen.findByText(t.skills.listTitle)).toBeInTheDocument();
  });

  it('links back to /report with the same period', async () => {
    server.use(...answeringAll(PERFORMANCE_PAGE_CALLS, 'student'));
    renderPerformance('/performance?period=last_90');
    expect(screen.getByRole('link', { name: t.performance.toOther })).toHaveAttribute('href', '/report?period=last_90');
    expect(screen.getByRole('radio', { name: t.period.options.last_90 })).toBeChecked();
    await screen.findByText(t.skills.listTitle);
  });
});
