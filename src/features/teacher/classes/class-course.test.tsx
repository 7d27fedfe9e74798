import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { COURSE_TABS } from './course-tabs';
import { ClassCourseRoutes, HOMEWORK, RECORDS, tabHandlers } from './fixtures';
import { t } from './strings';

function renderAt(tab: string) {
  server.use(...tabHandlers);
  return renderWithApp(<ClassCourseRoutes />, {
    route: paths.teacher.classCourseHref(41, 401, tab),
    signedInAs: 'teacher',
  });
}

describe('a class course’s tab routes', () => {
  it('links every tab to its own route and marks the open one', async () => {
    renderAt('homework');
    const nav = await screen.findByRole('navigation', { name: t.course.tabsLabel });
    for (const tab of COURSE_TABS) {
      const link = within(nav).getByRole('link', { name: t.course.tabs[tab] });
      expect(link).toHaveAttribute('href', paths.teacher.classCourseHref(41, 401, tab));
      if (tab === 'homework') expect(link).toHaveAttribute('aria-current', 'page');
      else expect(link).not.toHaveAttribute('aria-current');
    }
  });

  it('asks for the class and course of the address and follows a tab link', async () => {
    const asked: URLSearchParams[] = [];
    renderAt('homework');
    server.use(
      handling(HOMEWORK, ({ query }) => {
        asked.push(query);
        return { count: 0, page: 1, size: 20, total_pages: 0, results: [] };
      }),
    );
    expect(await screen.findByText(t.homework.empty.title)).toBeInTheDocument();
    expect(asked[0]?.get('classId')).toBe('41');
    expect(asked[0]?.get('courseId')).toBe('401');
    const pupils: URLSearchParams[] = [];
    server.use(
      handling(RECORDS, ({ query }) => {
        pupils.push(query);
        return { count: 0, page: 1, size: 100, total_pages: 0, results: [] };
      }),
    );
    await userEvent.click(screen.getByRole('link', { name: t.course.tabs.students }));
    expect(await screen.findByText(t.students.empty.title)).toBeInTheDocument();
    expect(pupils[0]?.get('classId')).toBe('41');
    expect(screen.getByRole('link', { name: t.course.tabs.students })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a not-found state with links to the tabs for an unknown tab', async () => {
    renderAt('grades');
    expect(await screen.findByText(t.course.unknownTab.title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.course.tabs.reports })).toHaveAttribute(
      'href',
      paths.teacher.classCourseHref(41, 401, 'reports'),
    );
  });

  it('says so when the class or course is not the teacher’s', async () => {
    server.use(...tabHandlers);
    renderWithApp(<ClassCourseRoutes />, {
      route: paths.teacher.classCourseHref(41, 999, 'students'),
      signedInAs: 'teacher',
    });
    expect(await screen.findByText(t.course.notFound.title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.course.backToClasses })).toHaveAttribute('href', paths.teacher.classes);
  });
});
