import { screen, within } from '@testing-library/react';
import { parseId } from '@/shared/digits';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { answeringExample, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { CLASS_INFO, GRADE_CLASSES, GRADES, SchoolClassesRoutes, gradeOf, info } from './fixtures';
import { t } from './strings';

describe('the school’s classes', () => {
  it('asks each grade the school has for its classes and each class for its courses', async () => {
    const askedGrades: string[] = [];
    const askedClasses: string[] = [];
    server.use(
      answeringExample(GRADES, 'school'),
      handling(GRADE_CLASSES, ({ params }) => {
        askedGrades.push(params.grade);
        const id = askedGrades.length * 10 + 1;
        return [
          {
            id,
            name: `کلاس ${id}`,
            grade: gradeOf(params.grade),
            teacher: null,
            student_count: 20,
            average_smart_score: null,
            homework_count: 0,
          },
        ];
      }),
      handling(CLASS_INFO, ({ params }) => {
        askedClasses.push(params.id);
        return { ...info, id: parseId(params.id) ?? 0 };
      }),
    );
    renderWithApp(<SchoolClassesRoutes />, { route: paths.school.classes, signedInAs: 'school' });
    const list = await screen.findByRole('list', { name: t.list.coursesLabel('کلاس 11') });
    expect(within(list).getByRole('link', { name: 'علوم چهارم' })).toHaveAttribute(
      'href',
      paths.school.classCourseHref(11, 403),
    );
    expect(await screen.findAllByRole('link', { name: 'ریاضی چهارم' })).toHaveLength(4);
    expect(askedGrades.sort()).toEqual(['fifth', 'fourth', 'sixth', 'third']);
    expect(askedClasses.sort()).toEqual(['11', '21', '31', '41']);
    expect(screen.getAllByText(t.list.noTeacher)).toHaveLength(4);
    expect(screen.getAllByText(t.list.noScore)).toHaveLength(4);
  });

  it('does not ask for classes when the school has no grade', async () => {
    let asked = 0;
    server.use(
      answeringExample(GRADES, 'empty'),
      handling(GRADE_CLASSES, () => {
        asked += 1;
        return [];
      }),
    );
    renderWithApp(<SchoolClassesRoutes />, { route: paths.school.classes, signedInAs: 'school' });
    expect(await screen.findByText(t.list.empty.title)).toBeInTheDocument();
    expect(asked).toBe(0);
  });
});
