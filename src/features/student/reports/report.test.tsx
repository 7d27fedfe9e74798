import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { quietChartSizeWarnings } from '@/shared/charts/testing';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { example, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { answeringAll, failingCall, REPORT_CALLS, REPORT_PAGE_CALLS } from './report-fixtures';
import { ReportScreen } from './report-screen';
import { t } from './strings';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderReport(route: string = paths.student.report) {
  return renderWithApp(
    <Routes>
      <Route
        path={paths.student.report}
        element={
          <>
            <ReportScreen />
            <Where />
          </>
        }
      />
    </Routes>,
    { route, signedInAs: 'student' },
  );
}

quietChartSizeWarnings();

const figure = (name: string) => screen.getByRole('figure', { name });

describe('ReportScreen', () => {
  it('shows each chart titled, with its Persian summary from the data', async () => {
    server.use(...answeringAll(REPORT_PAGE_CALLS, 'student'));
    renderReport();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.report.title);
    expect(await screen.findByText('بیشترین تمرین: ساعت ۱۰ با ۲۲ سؤال')).toBeInTheDocument();
    expect(within(figure(t.duration.title)).getByText(/۵۶ دقیقه/)).toBeInTheDocument();
    expect(await screen.findByText('۳ تکلیف: ۲ با تأخیر، ۱ در حال انجام')).toBeInTheDocument();
    expect(await screen.findByText('۴۵ پاسخ درست از ۵۸ پاسخ (۷۸٪)')).toBeInTheDocument();
    expect(await screen.findByText('۳ جام در این بازه: ۱ طلایی، ۲ برنزی')).toBeInTheDocument();
    const legend = within(figure(t.accuracy.title)).getByRole('list');
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['درست۴۵', 'نادرست۱۳']);
  });

  it('asks every report for the month by default and the chosen period after a choice, kept in the address', async () => {
    const asked: string[] = [];
    server.use(
      ...REPORT_PAGE_CALLS.map((call) =>
        handling(REPORT_CALLS[call], ({ query }) => {
          asked.push(`${call}:${query.get('type')}`);
          return example(REPORT_CALLS[call], 'student');
        }),
      ),
    );
    renderReport();
    await screen.findByText('بیشترین تمرین: ساعت ۱۰ با ۲۲ سؤال');
    expect(asked.sort()).toEqual(REPORT_PAGE_CALLS.map((c) => `${c}:last_30`).sort());

    asked.length = 0;
    await userEvent.click(screen.getByRole('radio', { name: t.period.options.last_7 }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/report?period=last_7');
    await screen.findByText('بیشترین تمرین: ساعت ۱۰ با ۲۲ سؤال');
    expect(asked.sort()).toEqual(REPORT_PAGE_CALLS.map((c) => `${c}:last_7`).sort());
    expect(screen.getByRole('link', { name: t.report.toOther })).toHaveAttribute('href', '/performance?period=last_7');
  });

  it('reads the period from the address', async () => {
    let type: string | null = null;
    // The first handler for a call wins: the recording one goes before the others.
    server.use(
      handling('getMyCupsReport', ({ query }) => {
        type = query.get('type');
        return example('getMyCupsReport', 'student');
      }),
      ...answeringAll(REPORT_PAGE_CALLS, 'student'),
    );
    renderReport('/report?period=last_365');
    await screen.findByText('۳ جام در این بازه: ۱ طلایی، ۲ برنزی');
    expect(type).toBe('last_365');
    expect(screen.getByRole('radio', { name: t.period.options.last_365 })).toBeChecked();
  });

  it('shows one failing chart’s error with a retry while the others stand', async () => {
    server.use(failingCall('accuracy'), ...answeringAll(REPORT_PAGE_CALLS, 'student'));
    renderReport();
    const failed = figure(t.accuracy.title);
    expect(await within(failed).findByRole('alert')).toHaveTextContent(errors.fetchData);
    expect(await screen.findByText('۳ جام در این بازه: ۱ طلایی، ۲ برنزی')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    server.use(...answeringAll(['accuracy'], 'student'));
    await userEvent.click(within(failed).getByRole('button', { name: common.retry }));
    expect(await screen.findByText('۴۵ پاسخ درست از ۵۸ پاسخ (۷۸٪)')).toBeInTheDocument();
  });

  it('says there is nothing in the period for every empty chart', async () => {
    server.use(...answeringAll(REPORT_PAGE_CALLS, 'empty'));
    renderReport();
    await waitFor(() => expect(screen.getAllByText(t.empty)).toHaveLength(5));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('links to /performance', async () => {
    server.use(...answeringAll(REPORT_PAGE_CALLS, 'student'));
    renderReport();
    expect(screen.getByRole('link', { name: t.report.toOther })).toHaveAttribute('href', paths.student.performance);
  });
});
