import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { quietChartSizeWarnings } from '@/shared/charts/testing';
import { answeringReports } from '@/shared/class-report/report-fixtures';
import { reportText } from '@/shared/class-report/strings';
import { periodText } from '@/shared/class-report/summaries';
import { iranToday } from '@/shared/dates';
import { paths } from '@/shared/routing/paths';
import { answeringExample } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { ClassReportPrintScreen } from './class-report-print-screen';
import { t } from './strings';

quietChartSizeWarnings();

function renderPrint(search = '') {
  server.use(answeringExample('getTeacherClassDashboard', 'teacher'), ...answeringReports('teacher'));
  return renderWithApp(
    <Routes>
      <Route path={paths.teacher.classReportPrint} element={<ClassReportPrintScreen />} />
    </Routes>,
    { route: `${paths.teacher.classReportPrintHref(42, 401)}${search}`, signedInAs: 'teacher' },
  );
}

describe('ClassReportPrintScreen', () => {
  it('names the class, the course and the Jalali period in Persian digits', async () => {
    renderPrint('?period=last_7');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(t.title('چهارم ب', 'ریاضی چهارم'));
    const period = screen.getByText(t.period(reportText.period.names.last_7, periodText('last_7', iranToday())));
    expect(period.textContent).toMatch(/[۰-۹]/);
    expect(period.textContent).not.toMatch(/[0-9]/);
    expect(screen.getByRole('link', { name: t.back })).toHaveAttribute(
      'href',
      `${paths.teacher.classCourseHref(42, 401, 'reports')}?period=last_7`,
    );
  });

  it('«چاپ» opens the browser’s print dialog', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderPrint();
    await userEvent.click(await screen.findByRole('button', { name: t.print }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });
});
