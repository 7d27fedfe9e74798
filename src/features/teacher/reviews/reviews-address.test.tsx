import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { answeringExample } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { CLASSES_PATH, REPORT_PATH, reviewsHandlers, SHEET_PATH, STUDENTS_PATH } from './fixtures';
import { reviewsHref } from './review-address';
import { ReviewsScreen } from './reviews-screen';
import { t } from './strings';

describe('the reviews address', () => {
  it('asks for the class and the review the address names (Persian digits too)', async () => {
    const asked: string[] = [];
    // The first handler that matches answers, so the overrides come before the defaults.
    server.use(
      http.get(`*/teacher/review/groups/`, ({ request }) => {
        asked.push(`groups ${new URL(request.url).searchParams.get('classId')}`);
        return HttpResponse.json([]);
      }),
      ...reviewsHandlers(),
    );
    renderWithApp(<ReviewsScreen />, { route: `${paths.teacher.reviews}?class=۴۲`, signedInAs: 'teacher' });
    expect(await screen.findByText(t.reviews.empty.title)).toBeInTheDocument();
    expect(asked).toEqual(['groups 42']);
    const classes = screen.getByRole('navigation', { name: t.reviews.classesLabel });
    expect(within(classes).getByRole('link', { name: 'چهارم ب' })).toHaveAttribute('aria-current', 'page');
  });

  it("opens the chosen review's grade sheet", async () => {
    const sheets: string[] = [];
    server.use(
      answeringExample('get', CLASSES_PATH, 'getTeacherClassDashboard', 'teacher'),
      http.get(`*${SHEET_PATH}`, ({ params }) => {
        sheets.push(String(params.id));
        return HttpResponse.json({}, { status: 404 });
      }),
      answeringExample('get', REPORT_PATH, 'getReviewGroupsReport', 'empty'),
      answeringExample('get', STUDENTS_PATH, 'listReviewStudents', 'empty'),
      ...reviewsHandlers(),
    );
    renderWithApp(<ReviewsScreen />, { route: reviewsHref(41, 412), signedInAs: 'teacher' });
    const groups = await screen.findByRole('navigation', { name: t.reviews.groupsLabel });
    expect(within(groups).getByRole('link', { current: 'page' })).toHaveAttribute('href', reviewsHref(41, 412));
    expect(await screen.findByText(t.report.empty)).toBeInTheDocument();
    expect(await screen.findByText(t.students.empty)).toBeInTheDocument();
    expect(sheets).toEqual(['412']);
  });
});
