import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { answeringExample } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { CLASS_INFO, GRADE_CLASSES, GRADES, SchoolClassesRoutes, info } from './fixtures';
import { t } from './strings';

describe('the school’s classes', () => {
  it('asks each grade the school has for its classes and each class for its courses', async () => {
    const askedGrades: string[] = [];
    const askedClasses: string[] = [];
    server.use(
      answeringExample('get', GRADES, 'getSchoolGrades', 'school'),
      http.get(`*${GRADE_CLASSES}`, ({ params }) => {
        askedGrades.push(String(params.grade));
        const id = askedGrades.length * 10 + 1;
        return HttpResponse.json([
          {
            id,
            name: `کلاس ${id}`,
            grade: params.grade,
            teacher: null,
            student_count: 20,
            average_smart_score: null,
            homework_count: 0,
          },
        ]);
      }),
      http.get(`*${CLASS_INFO}`, ({ params }) => {
        askedClasses.push(String(params.id));
        return HttpResponse.json({ ...info, id: Number(params.id) });
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
      answeringExample('get', GRADES, 'getSchoolGrades', 'empty'),
      http.get(`*${GRADE_CLASSES}`, () => {
        asked += 1;
        return HttpResponse.json([]);
      }),
    );
    renderWithApp(<SchoolClassesRoutes />, { route: paths.school.classes, signedInAs: 'school' });
    expect(await screen.findByText(t.list.empty.title)).toBeInTheDocument();
    expect(asked).toBe(0);
  });
});
