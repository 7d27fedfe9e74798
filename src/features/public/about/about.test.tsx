import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringExample, failing } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { AboutScreen } from './about-screen';
import { t } from './strings';

const STATS = 'getPublicStats' as const;

function renderScreen() {
  return renderWithApp(<AboutScreen />, { route: paths.public.aboutUs });
}

const statsRegion = () => screen.getByRole('region', { name: t.stats.title });

describe('AboutScreen', () => {
  it('shows the headline numbers in Persian digits with Persian separators and labels', async () => {
    renderScreen();
    const stats = statsRegion();
    await within(stats).findByText('۴۸٬۲۰۰');
    const pairs = [
      ['۴۸٬۲۰۰', t.stats.labels.students],
      ['۲٬۱۵۰', t.stats.labels.teachers],
      ['۳۸۶', t.stats.labels.schools],
      ['۱۹', t.stats.labels.provinces],
      ['۱۲٬۷۵۰٬۰۰۰', t.stats.labels.answered_questions],
    ] as const;
    for (const [value, label] of pairs) {
      // Each number sits with its own label, not just somewhere on the page.
      expect(within(stats).getByText(value).parentElement).toHaveTextContent(`${value}${label}`);
    }
    expect(within(stats).queryByText(/[0-9]/)).not.toBeInTheDocument();
  });

  it('keeps the rest of the page when the numbers fail, and loads them again on retry', async () => {
    server.use(failing(STATS, 500));
    renderScreen();
    const alert = await within(statsRegion()).findByRole('alert');
    expect(alert).toHaveTextContent(errors.fetchData);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.hero.title);
    expect(screen.getByRole('region', { name: t.values.title })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: t.roles.title })).toBeInTheDocument();

    server.use(answeringExample(STATS, 'today'));
    await userEvent.click(within(alert).getByRole('button', { name: common.retry }));
    expect(await within(statsRegion()).findByText('۱۲٬۷۵۰٬۰۰۰')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s own message when it sends one', async () => {
    server.use(failing(STATS, 500, 'آمار در دسترس نیست'));
    renderScreen();
    expect(await within(statsRegion()).findByRole('alert')).toHaveTextContent('آمار در دسترس نیست');
  });

  it('names every role and links to the pages to read further and to the calls to action', () => {
    renderScreen();
    const roles = screen.getByRole('region', { name: t.roles.title });
    expect(
      within(roles)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      common.roles.student,
      common.roles.teacher,
      common.roles.school,
      common.roles.organization,
      t.roles.family,
      t.roles.more,
    ]);
    const link = (name: string) => screen.getByRole('link', { name });
    expect(link(t.roles.links.introduction)).toHaveAttribute('href', paths.public.introduction);
    expect(link(t.roles.links.agents)).toHaveAttribute('href', paths.public.agents);
    expect(link(t.roles.links.hire)).toHaveAttribute('href', paths.public.hire);
    expect(link(t.cta.contact)).toHaveAttribute('href', paths.public.contactUs);
    expect(link(t.cta.register)).toHaveAttribute('href', paths.auth.register);
    expect(document.title).toBe(`${t.title} | ${common.appName}`);
  });
});
