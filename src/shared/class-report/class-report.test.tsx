import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { quietChartSizeWarnings } from '@/shared/charts/testing';
import { paths } from '@/shared/routing/paths';
import { example, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { Where } from '@/testing/where';
import { ClassReport } from './class-report';
import { TEACHER_REPORT_OPERATIONS, type TeacherReportCall } from './report-fixtures';
import { reportText as t } from './strings';

quietChartSizeWarnings();

/** Every report call answering its teacher example and remembering the query it was sent. */
function recordingReports() {
  const sent: Record<string, URLSearchParams[]> = {};
  server.use(
    ...(Object.keys(TEACHER_REPORT_OPERATIONS) as TeacherReportCall[]).map((call) => {
      const operationId = TEACHER_REPORT_OPERATIONS[call];
      return handling(operationId, ({ query }) => {
        (sent[call] ??= []).push(query);
        return example(operationId, 'teacher');
      });
    }),
  );
  return sent;
}

const TAB = paths.teacher.classCourseHref(41, 401, 'reports');

function renderReport(route = TAB) {
  return renderWithApp(
    <>
      <ClassReport classId={41} courseId={401} />
      <Where />
    </>,
    { route, signedInAs: 'teacher' },
  );
}

describe('ClassReport', () => {
  it('asks each report for the class, the course and the default period, and shows the figures', async () => {
    const sent = recordingReports();
    renderReport();
    expect(await screen.findByText(t.figures.ofPracticed('۷۴', '۱۲۵'))).toBeInTheDocument();
    await waitFor(() => expect(Object.keys(sent)).toHaveLength(5));
    for (const params of Object.values(sent).flat()) {
      expect(params.get('classId')).toBe('41');
      expect(params.get('dateType')).toBe('last_30');
      expect(params.getAll('courseIds[]')).toEqual(['401']);
    }
    expect(sent.skills![0]!.get('numOfSkills')).toBe('5');
  });

  it('reads the period and skill count from the address and carries them to the print link', async () => {
    const sent = recordingReports();
    renderReport(`${TAB}?period=last_90&skills=3`);
    expect(await screen.findByRole('radio', { name: t.period.options.last_90 })).toBeChecked();
    await waitFor(() => expect(sent.skills?.[0]?.get('numOfSkills')).toBe('3'));
    expect(sent.time![0]!.get('dateType')).toBe('last_90');
    expect(screen.getByRole('link', { name: t.printLink })).toHaveAttribute(
      'href',
      `${paths.teacher.classReportPrintHref(41, 401)}?period=last_90&skills=3`,
    );
  });

  it('asks again when the period or the skill count changes, and writes them in the address', async () => {
    const sent = recordingReports();
    const user = userEvent.setup();
    renderReport();
    await screen.findByText(t.figures.ofPracticed('۷۴', '۱۲۵'));
    await user.click(screen.getByRole('radio', { name: t.period.options.last_365 }));
    await waitFor(() => expect(sent.questions!.map((p) => p.get('dateType'))).toEqual(['last_30', 'last_365']));
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(`${TAB}?period=last_365`);
    await user.selectOptions(await screen.findByRole('combobox', { name: t.skills.count }), '10');
    await waitFor(() => expect(sent.skills!.at(-1)!.get('numOfSkills')).toBe('10'));
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(`${TAB}?period=last_365&skills=10`);
  });
});
