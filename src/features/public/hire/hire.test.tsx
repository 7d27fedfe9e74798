import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, failing } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { HireScreen } from './hire-screen';
import { t } from './strings';

const JOBS = 'listJobOpenings' as const;
const CONTACT = 'getContactInfo' as const;

function renderScreen() {
  return renderWithApp(<HireScreen />, { route: paths.public.hire });
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('HireScreen', () => {
  it('shows each opening with its Persian type, team, place, remote badge and Jalali date', async () => {
    renderScreen();
    await screen.findByRole('article', { name: 'طراح محتوای آموزشی ریاضی دبستان' });
    expect(screen.getAllByRole('article')).toHaveLength(4);

    const designer = card('طراح محتوای آموزشی ریاضی دبستان');
    expect(within(designer).getByText(t.openings.types.full_time)).toBeInTheDocument();
    expect(within(designer).getByText(t.openings.team('محتوا'))).toBeInTheDocument();
    expect(within(designer).getByText('تهران')).toBeInTheDocument();
    expect(within(designer).getByText(t.openings.remote)).toBeInTheDocument();
    expect(within(designer).getByText(t.openings.posted('۲۴ آبان ۱۴۰۵'))).toBeInTheDocument();

    const support = card('کارشناس پشتیبانی مدارس');
    expect(within(support).queryByText(t.openings.remote)).not.toBeInTheDocument();
    expect(within(support).getByText(t.openings.posted('۱۱ آبان ۱۴۰۵'))).toBeInTheDocument();

    const voice = card('گوینده و صداپیشهٔ کودک');
    expect(within(voice).getByText(t.openings.types.project)).toBeInTheDocument();
    expect(within(voice).getByText(t.openings.posted('۱۳ مهر ۱۴۰۵'))).toBeInTheDocument();
    expect(within(voice).queryByText('project')).not.toBeInTheDocument();
  });

  it('opens a card’s responsibilities and requirements on demand', async () => {
    renderScreen();
    const designer = await screen.findByRole('article', { name: 'طراح محتوای آموزشی ریاضی دبستان' });
    const toggle = within(designer).getByRole('button', { name: t.openings.details });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(designer).queryByText('دقت در نگارش فارسی')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await within(designer).findByRole('heading', { name: t.openings.responsibilities })).toBeVisible();
    expect(within(designer).getByText('نوشتن تمرین و راه‌حل برای مهارت‌های هر فصل')).toBeVisible();
    expect(within(designer).getByText('دقت در نگارش فارسی')).toBeInTheDocument();
    // Only the card asked for opens.
    expect(within(card('کارشناس پشتیبانی مدارس')).queryByText('آشنایی با فضای مدرسه')).not.toBeInTheDocument();
  });

  it('sends applicants to the contact form with the hiring topic, and offers the jobs e-mail', async () => {
    renderScreen();
    const designer = await screen.findByRole('article', { name: 'طراح محتوای آموزشی ریاضی دبستان' });
    const apply = within(designer).getByRole('link', { name: t.openings.applyFor('طراح محتوای آموزشی ریاضی دبستان') });
    expect(apply).toHaveTextContent(t.openings.apply);
    expect(apply).toHaveAttribute('href', '/contact-us?topic=hire');
    const mail = await screen.findByRole('link', { name: 'jobs@daneshamoozyar.ir' });
    expect(mail).toHaveAttribute('href', 'mailto:jobs@daneshamoozyar.ir');
    expect(document.title).toBe(`${t.title} | ${common.appName}`);
  });

  it('lists the openings even when the contact details fail', async () => {
    server.use(failing(CONTACT, 500));
    renderScreen();
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^mailto:|@/ })).not.toBeInTheDocument();
  });

  it('says there are no openings and still invites a résumé', async () => {
    server.use(answeringExample(JOBS, 'empty'));
    renderScreen();
    expect(await screen.findByText(t.openings.empty)).toBeInTheDocument();
    expect(screen.getByText(t.openings.emptyInvite)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.openings.sendResume })).toHaveAttribute('href', '/contact-us?topic=hire');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the error in the openings section and loads again on retry', async () => {
    server.use(failing(JOBS, 500));
    renderScreen();
    const openings = screen.getByRole('region', { name: t.openings.title });
    const alert = await within(openings).findByRole('alert');
    expect(alert).toHaveTextContent(errors.fetchData);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.hero.title);
    server.use(answering(JOBS, []));
    await userEvent.click(within(alert).getByRole('button', { name: common.retry }));
    expect(await within(openings).findByText(t.openings.empty)).toBeInTheDocument();
  });
});
