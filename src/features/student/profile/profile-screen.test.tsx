import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths, profileTabs } from '@/shared/routing/paths';
import { answeringExample, failing } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { Where } from '@/testing/where';
import { ProfileRoutes } from './profile-routes';
import { t } from './strings';

function renderAt(route: string) {
  return renderWithApp(
    <>
      <ProfileRoutes />
      <Where />
    </>,
    { route, signedInAs: 'student' },
  );
}

describe('ProfileScreen — overview', () => {
  it('shows who the pupil is: picture, name, class and school, plan with its Jalali end', async () => {
    renderAt(paths.student.profile);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    const card = await screen.findByRole('region', { name: t.identity.label });
    expect(within(card).getByText('سارا احمدی')).toBeInTheDocument();
    expect(within(card).getByText('چهارم الف · دبستان شهید باهنر')).toBeInTheDocument();
    expect(within(card).getByText('اشتراک: اشتراک شش‌ماهه، اعتبار تا ۲۹ اسفند ۱۴۰۵')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: t.identity.changePicture })).toBeInTheDocument();
    expect(document.title).toBe('پروفایل من | دانش‌آموز یار');
  });

  it('links to every tab by its own address', async () => {
    renderAt(paths.student.profile);
    const nav = screen.getByRole('navigation', { name: t.overview.title });
    for (const tab of profileTabs) {
      expect(await within(nav).findByRole('link', { name: new RegExp(t.tabs.names[tab]) })).toHaveAttribute(
        'href',
        paths.student.profileTabHref(tab),
      );
    }
  });

  it('keeps the links when the profile fails, with the catalogued message and a retry', async () => {
    server.use(failing('getProfile', 500));
    renderAt(paths.student.profile);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(errors.profile);
    expect(within(alert).getByRole('button', { name: common.retry })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(t.tabs.names.password) })).toBeInTheDocument();
  });

  it('leaves the badges out while the school has gamification off', async () => {
    server.use(answeringExample('getNewBadgesCount', 'gamificationOff'));
    renderAt(paths.student.profile);
    await screen.findByRole('link', { name: new RegExp(t.tabs.names.password) });
    await expect.poll(() => screen.queryByRole('link', { name: new RegExp(t.tabs.names.badges) })).toBeNull();
  });
});

describe('ProfileScreen — tabs', () => {
  it('makes every tab a link to its route, the current one selected', async () => {
    renderAt(paths.student.profileTabHref('school'));
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual(profileTabs.map(paths.student.profileTabHref));
    expect(tabs.every((tab) => tab.tagName === 'A')).toBe(true);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(t.tabs.names.school);
    expect(await within(screen.getByRole('tabpanel')).findByText('مریم رضایی')).toBeInTheDocument();
    expect(document.title).toBe('مدرسه و کلاس | پروفایل من | دانش‌آموز یار');
  });

  it('follows a tab’s link: the address and the panel change', async () => {
    renderAt(paths.student.profileTabHref('school'));
    await userEvent.click(await screen.findByRole('tab', { name: t.tabs.names.password }));
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(paths.student.profileTabHref('password'));
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(t.tabs.names.password);
    expect(await screen.findByLabelText(new RegExp(`^${t.password.current}`))).toBeInTheDocument();
  });

  it('shows the new-badges count on the badges tab', async () => {
    renderAt(paths.student.profileTabHref('personal'));
    const badges = await screen.findByRole('tab', { name: new RegExp(t.tabs.newCount(5)) });
    expect(badges).toHaveTextContent(t.tabs.names.badges);
    expect(badges).toHaveAttribute('href', paths.student.profileTabHref('badges'));
  });

  it('answers an unknown tab in Persian, with a link back to the profile', async () => {
    renderAt('/profile/settings');
    expect(screen.getByText(t.notFound.title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.notFound.back })).toHaveAttribute('href', paths.student.profile);
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
