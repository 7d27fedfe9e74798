import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { familyText } from '@/shared/family-report/strings';
import { paths } from '@/shared/routing/paths';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { Where } from '@/testing/where';
import { answeringWeeks, FamilyReportRoutes, previousWeek, thisWeek } from './fixtures';
import { t } from './strings';

/** Renders سارا's report page and keeps the `week` each call asked for. */
function renderReport() {
  const asked: (string | null)[] = [];
  server.use(answeringWeeks((week) => asked.push(week)));
  renderWithApp(
    <>
      <FamilyReportRoutes />
      <Where />
    </>,
    { route: paths.teacher.studentFamilyReportHref(101), signedInAs: 'teacher' },
  );
  return asked;
}

describe('TeacherFamilyReportScreen', () => {
  it('shows the pupil’s week as her family reads it, titled with her name', async () => {
    const asked = renderReport();
    expect(await screen.findByRole('heading', { level: 1, name: familyText.title('سارا') })).toBeInTheDocument();
    expect(screen.getByText(familyText.range(thisWeek.from, thisWeek.to))).toBeInTheDocument();
    expect(screen.getByText(t.intro)).toBeInTheDocument();
    expect(asked).toEqual(['current']);
    expect(document.title).toBe(t.documentTitle('سارا'));
  });

  it('«هفتهٔ پیش» asks for the week before and keeps it in the address', async () => {
    const asked = renderReport();
    await screen.findByRole('heading', { level: 1, name: familyText.title('سارا') });
    await userEvent.click(screen.getByRole('radio', { name: familyText.weeks.previous }));
    expect(await screen.findByText(familyText.range(previousWeek.from, previousWeek.to))).toBeInTheDocument();
    expect(asked).toEqual(['current', 'previous']);
    expect(screen.getByLabelText('where')).toHaveTextContent(
      `${paths.teacher.studentFamilyReportHref(101)}?week=previous`,
    );
  });

  it('«چاپ گزارش» opens the browser’s print dialog once the report has come', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderReport();
    const button = screen.getByRole('button', { name: familyText.print });
    expect(button).toBeDisabled();
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });
});
