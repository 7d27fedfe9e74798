import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@/api/generated/model';
import { navText } from '@/shared/navigation/strings';
import { paths } from '@/shared/routing/paths';
import { renderWithApp } from '@/testing/render';
import { MiniNav } from './mini-nav';
import { useRoleMenu } from './use-role-menu';
import { VerticalNav } from './vertical-nav';

function Menus() {
  const items = useRoleMenu();
  return (
    <>
      <nav aria-label="vertical">
        <VerticalNav items={items} onSignOut={() => {}} />
      </nav>
      <nav aria-label="mini">
        <MiniNav items={items} onSignOut={() => {}} />
      </nav>
    </>
  );
}

/** The links of both menus marked as the current page, by their names. */
function currentLinks(): string[] {
  return screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent ?? link.getAttribute('aria-label') ?? '');
}

function open(role: Role, route: string) {
  return renderWithApp(<Menus />, { signedInAs: role, route });
}

describe('the side menu on a nested page', () => {
  it.each([
    ['a class’s page', paths.teacher.classCourseHref(41, 401, 'reports')],
    ['a homework’s page', paths.teacher.homeworkHref(4101)],
    ['a class’s quiz reports', paths.teacher.quizReports.classHref(41)],
  ])('marks «کلاس‌ها» for the teacher on %s, not «خانه»', (_, route) => {
    open('teacher', route);
    const home = screen.getAllByRole('link', { name: navText.home });
    home.forEach((link) => expect(link).not.toHaveAttribute('aria-current'));
    const classes = screen.getAllByRole('link', { name: navText.classes });
    expect(classes).toHaveLength(2);
    classes.forEach((link) => expect(link).toHaveAttribute('aria-current', 'page'));
  });

  it('marks «دانش‌آموزان» for the teacher on a pupil’s page', () => {
    open('teacher', paths.teacher.studentCourseHref(7, 3, 401));
    screen
      .getAllByRole('link', { name: navText.students })
      .forEach((link) => expect(link).toHaveAttribute('aria-current', 'page'));
    expect(currentLinks()).toHaveLength(2);
  });

  it('marks «خانه» on the home page itself', () => {
    open('teacher', paths.teacher.home);
    screen
      .getAllByRole('link', { name: navText.home })
      .forEach((link) => expect(link).toHaveAttribute('aria-current', 'page'));
  });

  it('marks the manager’s «پایه‌ها» group on a class’s page, and «خانه» nowhere', async () => {
    open('school', paths.school.classCourseHref(41, 401));
    // The group appears once the school's grades have arrived.
    await waitFor(() => expect(screen.getAllByRole('button', { name: navText.grades })).toHaveLength(2));
    screen
      .getAllByRole('button', { name: navText.grades })
      .forEach((group) => expect(group).toHaveAttribute('aria-current', 'true'));
    expect(currentLinks()).toEqual([]);
  });

  it('marks the manager’s «دانش‌آموزان» on a pupil’s page', () => {
    open('school', paths.school.studentHref(7));
    screen
      .getAllByRole('link', { name: navText.students })
      .forEach((link) => expect(link).toHaveAttribute('aria-current', 'page'));
    expect(currentLinks()).toHaveLength(2);
  });

  it('marks the office’s school entry on one of the school’s grade pages, not «خانه»', async () => {
    open('organization', paths.organization.schoolGradeHref(1, 'fourth'));
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'دبستان شهید باهنر' })).toHaveLength(2));
    screen
      .getAllByRole('link', { name: 'دبستان شهید باهنر' })
      .forEach((link) => expect(link).toHaveAttribute('aria-current', 'page'));
    expect(currentLinks()).toHaveLength(2);
  });
});
