import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { GetSchoolStudentRecordsQueryParams } from '@/api/generated/zod/school/school.zod';
import { reportText } from '@/shared/class-report/strings';
import { paths } from '@/shared/routing/paths';
import { failing, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { CLASS_INFO, HOMEWORK, RECORDS, REPORTS, SchoolClassesRoutes, courseHandlers, info } from './fixtures';
import { t } from './strings';

const renderAt = (classId: number | string, courseId: number | string) =>
  renderWithApp(<SchoolClassesRoutes />, {
    route: paths.school.classCourseHref(classId, courseId),
    signedInAs: 'school',
  });

describe('a class’s course for the school manager', () => {
  it('asks for the class’s info, the course’s homework, the class’s pupils and the course’s reports', async () => {
    const asked: Record<string, URL[]> = {};
    const record = (name: string) => (url: string) => (asked[name] ??= []).push(new URL(url));
    server.use(
      handling(CLASS_INFO, ({ request }) => {
        record('info')(request.url);
        return info;
      }),
      handling(HOMEWORK, ({ request }) => {
        record('homework')(request.url);
        return { count: 0, page: 1, size: 100, total_pages: 0, results: [] };
      }),
      handling(RECORDS, ({ request }) => {
        record('pupils')(request.url);
        return { count: 0, page: 1, size: 100, total_pages: 0, results: [] };
      }),
      ...REPORTS.map((op) =>
        handling(op, ({ request }) => {
          record(op)(request.url);
          return HttpResponse.json({}, { status: 500 });
        }),
      ),
    );
    renderAt(41, 402);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      t.course.title('فارسی چهارم', 'چهارم الف'),
    );
    expect(await screen.findByText(t.homework.empty.title)).toBeInTheDocument();
    expect(await screen.findByText(t.pupils.empty.title)).toBeInTheDocument();
    expect(asked.info?.[0]?.pathname).toMatch(/\/school\/class-management\/41\/info\/$/);
    expect(asked.homework?.[0]?.pathname).toMatch(/\/school\/homework\/class\/41\/$/);
    expect(asked.homework?.[0]?.searchParams.get('courseId')).toBe('402');
    expect(asked.pupils?.[0]?.searchParams.get('classId')).toBe('41');
    // Within the contract's bounds (a page larger than 50 is refused with 400).
    const pupilsAsked = asked.pupils![0]!.searchParams;
    const pageAsked = { classId: 41, page: Number(pupilsAsked.get('page')), size: Number(pupilsAsked.get('size')) };
    expect(GetSchoolStudentRecordsQueryParams.safeParse(pageAsked).success).toBe(true);
    await screen.findByRole('heading', { level: 2, name: t.reports.heading }, { timeout: 5000 });
    for (const op of REPORTS) {
      await vi.waitFor(() => expect(asked[op]?.length).toBeGreaterThan(0));
      const params = asked[op]![0]!.searchParams;
      expect(params.get('classId')).toBe('41');
      expect(params.getAll('courseIds[]')).toEqual(['402']);
      expect(params.get('type')).toBe('last_30');
    }
    await userEvent.click(screen.getByRole('radio', { name: reportText.period.options.last_7 }));
    await vi.waitFor(() => expect(asked[REPORTS[0]]?.at(-1)?.searchParams.get('type')).toBe('last_7'));
  });

  it('says the class or course is not found for another school’s class, a foreign course or a bad id', async () => {
    server.use(...courseHandlers);
    const first = renderAt(41, 999);
    expect(await screen.findByText(t.course.notFound.title)).toBeInTheDocument();
    first.unmount();
    server.use(failing(CLASS_INFO, 404, 'موردی پیدا نشد.'));
    const second = renderAt(99, 401);
    expect(await screen.findByText(t.course.notFound.title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.course.backToClasses })).toHaveAttribute('href', paths.school.classes);
    second.unmount();
    renderAt('abc', 401);
    expect(await screen.findByText(t.course.notFound.title)).toBeInTheDocument();
  });
});
