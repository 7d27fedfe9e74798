import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { answering, answeringExample, example, failing } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { ProfileOverviewScreen } from './profile-overview-screen';
import { planOf } from './profile-values';
import { t } from './strings';

const PROFILE = '/member/profile/';
const student = example('getProfile', 'student') as Profile;

function renderScreen() {
  return renderWithApp(<ProfileOverviewScreen />, { route: '/profile', signedInAs: 'student' });
}

const region = (name: string) => screen.getByRole('region', { name });

describe('ProfileOverviewScreen', () => {
  it('asks for the profile as a profile-page visit', async () => {
    let visiting: string | null = null;
    server.use(
      http.get(`*${PROFILE}`, ({ request }) => {
        visiting = new URL(request.url).searchParams.get('isVisitingProfilePage');
        return HttpResponse.json(student);
      }),
    );
    renderScreen();
    await screen.findByText('سارا احمدی');
    expect(visiting).toBe('true');
  });

  it('shows the student’s details in Persian: gender, Jalali dates, Persian-digit phone', async () => {
    server.use(answeringExample('get', PROFILE, 'getProfile', 'student'));
    renderScreen();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    await screen.findByText('سارا احمدی');

    const personal = region(t.sections.personal);
    expect(within(personal).getByText('student')).toHaveAttribute('dir', 'ltr');
    expect(within(personal).getByText(common.genders.FEMALE)).toBeInTheDocument();
    expect(within(personal).getByText('۲۸ آبان ۱۳۹۵')).toBeInTheDocument();

    const school = region(t.sections.school);
    expect(within(school).getByText('دبستان شهید باهنر')).toBeInTheDocument();
    expect(within(school).getByText('چهارم الف')).toBeInTheDocument();
    expect(within(school).getByText(common.grades.fourth)).toBeInTheDocument();

    const contact = region(t.sections.contact);
    expect(within(contact).getByText('۰۹۱۲۱۲۳۴۵۶۷')).toHaveAttribute('dir', 'ltr');
    expect(within(contact).getByText('اصفهان، اصفهان')).toBeInTheDocument();

    const plan = region(t.sections.plan);
    expect(within(plan).getByText('اشتراک شش‌ماهه')).toBeInTheDocument();
    expect(within(plan).getByText('۲۹ اسفند ۱۴۰۵')).toBeInTheDocument();
  });

  it('reads «ثبت نشده» for missing fields and «بدون اشتراک» without a plan', async () => {
    server.use(
      answering('get', PROFILE, {
        ...student,
        gender: null,
        birth_date: null,
        phone: '',
        email: null,
        province: '',
        city: '',
        class: null,
        plan: null,
      } satisfies Profile),
    );
    renderScreen();
    await screen.findByText('سارا احمدی');
    expect(within(region(t.sections.personal)).getAllByText(t.notSet)).toHaveLength(2);
    expect(within(region(t.sections.school)).getAllByText(t.notSet)).toHaveLength(2);
    expect(within(region(t.sections.contact)).getAllByText(t.notSet)).toHaveLength(3);
    expect(within(region(t.sections.plan)).getByText(t.noPlan)).toBeInTheDocument();
    expect(screen.queryByText(t.fields.expiresAt)).not.toBeInTheDocument();
  });

  it('shows the server’s detail on failure and loads again on retry', async () => {
    server.use(failing('get', PROFILE, 500, 'پروفایل در دسترس نیست'));
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('پروفایل در دسترس نیست');
    server.use(answeringExample('get', PROFILE, 'getProfile', 'student'));
    await userEvent.click(within(alert).getByRole('button', { name: common.retry }));
    expect(await screen.findByText('سارا احمدی')).toBeInTheDocument();
  });

  it('falls back to the catalogue message when the server says nothing', async () => {
    server.use(failing('get', PROFILE, 500));
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.profile);
  });
});

describe('planOf', () => {
  const plan = { id: 1, title: 'اشتراک سالانه', expires_at: '2026-03-20' };

  it('gives the end date in Jalali while the plan runs', () => {
    expect(planOf(plan, new Date('2026-03-01T12:00:00'))).toEqual({ title: plan.title, expiry: '۲۹ اسفند ۱۴۰۴' });
  });

  it('says the plan has ended once the date is past', () => {
    expect(planOf(plan, new Date('2026-04-01T12:00:00')).expiry).toBe(t.expiredOn('۲۹ اسفند ۱۴۰۴'));
  });

  it('reads «بدون اشتراک» without a plan', () => {
    expect(planOf(null)).toEqual({ title: t.noPlan, expiry: null });
  });
});
