import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, example, failing } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { CourseReviewScreen } from './course-review-screen';
import { t } from './strings';

const dashboard = example('getMyReviewDashboard', 'student');
const expired = example('getMyReviewState', 'expired');

function renderScreen() {
  return renderWithApp(<CourseReviewScreen />, { route: paths.student.courseReview, signedInAs: 'student' });
}

const region = (name: string) => screen.getByRole('region', { name });
const review = (title: string) => within(region(t.reviews.title)).getByText(title).closest('li')!;

describe('CourseReviewScreen', () => {
  it('lists each review with its course, Jalali deadline, progress and state; only an open one links to its questions', async () => {
    server.use(
      answering('getMyReviewDashboard', { ...dashboard, reviews: [...dashboard.reviews, expired] }),
      answeringExample('listMyPackages', 'student'),
    );
    renderScreen();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    await screen.findByText('مرور «مواد طبیعی و ساختگی» و «نور و سایه»');
    expect(within(region(t.reviews.title)).getByText('۱ مرور مانده، ۲ مرور انجام شده')).toBeInTheDocument();

    const open = within(review('مرور «مواد طبیعی و ساختگی» و «نور و سایه»'));
    expect(open.getByText('علوم چهارم')).toBeInTheDocument();
    expect(open.getByText('مهلت: ۴ آذر ۱۴۰۵، ساعت ۲۰:۰۰')).toBeInTheDocument();
    expect(open.getByText(t.reviews.states.in_progress)).toBeInTheDocument();
    expect(open.getByText('۳ از ۱۰ پرسش')).toBeInTheDocument();
    expect(open.getByRole('link', { name: /^ادامهٔ مرور/ })).toHaveAttribute(
      'href',
      paths.student.reviewQuestionHref(41301),
    );
    expect(paths.student.reviewQuestionHref(41301)).toBe('/review/41301/question');

    const done = within(review('مرور فصل ۱ – عدد و الگوهای عددی'));
    expect(done.getByText(t.reviews.states.done)).toBeInTheDocument();
    expect(done.getByText('مهلت: ۲ آبان ۱۴۰۵، ساعت ۲۰:۰۰')).toBeInTheDocument();
    expect(done.getByText('نمره: ۹۰٪')).toBeInTheDocument();
    expect(done.queryByRole('link')).toBeNull();

    const late = within(review(expired.title));
    expect(late.getByText(t.reviews.states.expired)).toBeInTheDocument();
    expect(late.getByText(t.reviews.expiredNote)).toBeInTheDocument();
    expect(late.queryByRole('link')).toBeNull();
  });

  it('tells an open review’s time left, at the contract’s moment', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-22T09:00:00+03:30'));
    server.use(answeringExample('getMyReviewDashboard', 'student'), answeringExample('listMyPackages', 'student'));
    renderScreen();
    await screen.findByText('مرور «مواد طبیعی و ساختگی» و «نور و سایه»');
    expect(
      within(review('مرور «مواد طبیعی و ساختگی» و «نور و سایه»')).getByText('۳ روز و ۱۱ ساعت مانده'),
    ).toBeInTheDocument();
    expect(within(review('مرور فصل ۱ – عدد و الگوهای عددی')).queryByText(/مانده$/)).toBeNull();
    now.mockRestore();
  });

  it('lists the packages with their progress, each linking to its package page', async () => {
    server.use(answeringExample('getMyReviewDashboard', 'student'), answeringExample('listMyPackages', 'student'));
    renderScreen();
    const link = await screen.findByRole('link', {
      name: t.packages.linkLabel('بستهٔ ارزش مکانی عددهای بزرگ، چهارم الف'),
    });
    expect(link).toHaveAttribute('href', '/package/4101');
    const card = within(link.closest('li')!);
    expect(card.getByText('۳ از ۴ فعالیت')).toBeInTheDocument();
    expect(card.getByText('۸۴٪')).toBeInTheDocument();
    expect(within(region(t.packages.title)).getAllByRole('link')).toHaveLength(5);
  });

  it('says so when there are no reviews and no packages', async () => {
    server.use(answeringExample('getMyReviewDashboard', 'empty'), answeringExample('listMyPackages', 'empty'));
    renderScreen();
    expect(await within(region(t.reviews.title)).findByText(t.reviews.empty.title)).toBeInTheDocument();
    expect(await within(region(t.packages.title)).findByText(t.packages.empty.title)).toBeInTheDocument();
  });

  it('shows each part’s failure on its own, with the server’s message or the catalogue’s, and retries', async () => {
    server.use(
      failing('getMyReviewDashboard', 500, 'مرورها در دسترس نیست'),
      answeringExample('listMyPackages', 'student'),
    );
    renderScreen();
    const alert = await within(region(t.reviews.title)).findByRole('alert');
    expect(alert).toHaveTextContent('مرورها در دسترس نیست');
    expect(await within(region(t.packages.title)).findAllByRole('link')).toHaveLength(5);

    server.use(answeringExample('getMyReviewDashboard', 'student'));
    await userEvent.click(within(alert).getByRole('button', { name: common.retry }));
    expect(await screen.findByText('مرور «مواد طبیعی و ساختگی» و «نور و سایه»')).toBeInTheDocument();
  });

  it('falls back to the catalogue message when the packages fail silently', async () => {
    server.use(answeringExample('getMyReviewDashboard', 'empty'), failing('listMyPackages', 500));
    renderScreen();
    expect(await within(region(t.packages.title)).findByRole('alert')).toHaveTextContent(errors.fetchData);
  });
});
