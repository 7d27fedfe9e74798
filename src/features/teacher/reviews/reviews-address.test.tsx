import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { answeringExample, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { GROUPS_CALL, reviewsHandlers, SHEET_CALL } from './fixtures';
import { reviewsHref } from './review-address';
import { ReviewsScreen } from './reviews-screen';
import { t } from './strings';

describe('the reviews address', () => {
  it('asks for the class and the review the address names (Persian digits too)', async () => {
    const asked: string[] = [];
    // The first handler that matches answers, so the overrides come before the defaults.
    server.use(
      handling(GROUPS_CALL, ({ query }) => {
        asked.push(`groups ${query.get('classId')}`);
        return [];
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
      answeringExample('getTeacherClassDashboard', 'teacher'),
      handling(SHEET_CALL, ({ params }) => {
        sheets.push(String(params.id));
        return HttpResponse.json({}, { status: 404 });
      }),
      answeringExample('getReviewGroupsReport', 'empty'),
      answeringExample('listReviewStudents', 'empty'),
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
