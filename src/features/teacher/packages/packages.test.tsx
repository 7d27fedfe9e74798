import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PackageActiveUpdate } from '@/api/generated/model';
import { chartText } from '@/shared/charts/strings';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { CLASS_ACTIVITY_STATUS } from '@/shared/status/activity';
import { answering, failing, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import {
  ACTIVE,
  activityCalls,
  compare,
  dashboard,
  LIST,
  loaded,
  ONE,
  PackageRoutes,
  packages,
  patterns,
  PIE,
} from './fixtures';
import { PackagesScreen } from './packages-screen';
import { t } from './strings';

const switchName = t.active.name(patterns.title, patterns.course.name);
/** What a switch's label shows beside it (its track's label has no text). */
const shownLabel = (toggle: HTMLElement) =>
  [...((toggle as HTMLInputElement).labels ?? [])].map((label) => label.textContent).join('');

describe('the package switch', () => {
  it('flips at once, sends the new state, then says so', async () => {
    const sent: PackageActiveUpdate[] = [];
    const lists: URLSearchParams[] = [];
    let answer: () => void = () => {};
    server.use(
      dashboard,
      handling(LIST, ({ query }) => {
        lists.push(query);
        return packages;
      }),
      handling(ACTIVE, async ({ body }) => {
        sent.push(await body());
        await new Promise<void>((resolve) => (answer = resolve));
        return { ...patterns, is_active: true };
      }),
    );
    renderWithApp(<PackagesScreen />, { route: paths.teacher.packages, signedInAs: 'teacher' });
    const toggle = await screen.findByRole('switch', { name: switchName });
    expect(toggle).not.toBeChecked();
    expect(shownLabel(toggle)).toBe(t.active.off);
    expect(lists[0]?.get('classId')).toBe('41');
    await userEvent.click(toggle);
    // Optimistic: on before the server has answered, and its label says so.
    expect(toggle).toBeChecked();
    expect(shownLabel(toggle)).toBe(t.active.on);
    await waitFor(() => expect(sent).toEqual([{ is_active: true }]));
    act(() => answer());
    expect(await screen.findByText(t.active.turnedOn(patterns.title))).toBeInTheDocument();
    // Read again once settled (the list here still says off, as a server that changed its mind would).
    await waitFor(() => expect(lists.length).toBe(2));
  });

  it('names each switch by its package and labels it with its state', async () => {
    server.use(dashboard, answering(LIST, packages));
    renderWithApp(<PackagesScreen />, { route: paths.teacher.packages, signedInAs: 'teacher' });
    await screen.findByRole('switch', { name: switchName });
    const switches = screen.getAllByRole('switch');
    expect(switches).toHaveLength(packages.length);
    const names = switches.map((toggle) => toggle.getAttribute('aria-label') ?? '');
    // Every name is its own, and names its package (each class's own «بستهٔ نور و سایه» names its class).
    expect(new Set(names).size).toBe(packages.length);
    for (const [i, toggle] of switches.entries()) {
      expect(toggle).toHaveAccessibleName(names[i]);
      expect(names[i]).toContain(packages[i]!.title);
      expect(names[i]).toMatch(/^فعال بودن بستهٔ /);
      expect(shownLabel(toggle)).toBe(packages[i]!.is_active ? t.active.on : t.active.off);
    }
    expect(names[0]).toBe('فعال بودن بستهٔ الگوهای عددی (ریاضی چهارم)');
    expect(names.filter((name) => name.startsWith('فعال بودن بستهٔ نور و سایه'))).toEqual([
      'فعال بودن بستهٔ نور و سایه، چهارم الف (علوم چهارم)',
      'فعال بودن بستهٔ نور و سایه، چهارم ب (علوم چهارم)',
    ]);
  });

  it('goes back and shows the catalogued message when the server refuses', async () => {
    server.use(dashboard, answering(LIST, packages), failing(ACTIVE, 500, null));
    renderWithApp(<PackagesScreen />, { route: paths.teacher.packages, signedInAs: 'teacher' });
    const toggle = await screen.findByRole('switch', { name: switchName });
    await userEvent.click(toggle);
    expect(await screen.findByText(errors.sendInformation)).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(shownLabel(toggle)).toBe(t.active.off);
    expect(screen.queryByText(t.active.turnedOn(patterns.title))).not.toBeInTheDocument();
  });

  it('rolls back the package page too, with the server’s own words', async () => {
    server.use(dashboard, answering(ONE, loaded), failing(ACTIVE, 403, 'شما اجازهٔ تغییر این بسته را ندارید.'));
    renderWithApp(<PackageRoutes />, { route: '/teacher/package/4101?class=41', signedInAs: 'teacher' });
    const toggle = await screen.findByRole('switch', { name: t.active.name(loaded.package.title, 'ریاضی چهارم') });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText('شما اجازهٔ تغییر این بسته را ندارید.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });
});

describe('PackageScreen', () => {
  it('asks an activity’s calls only when it is opened, for the class in the address', async () => {
    const pies: URLSearchParams[] = [];
    server.use(
      dashboard,
      answering(ONE, loaded),
      // Before the examples: the first handler that matches answers.
      handling(PIE, ({ query }) => {
        pies.push(query);
        return {
          title: compare.title,
          slices: [{ key: 'done', label: CLASS_ACTIVITY_STATUS.done.label, value: 3 }],
        };
      }),
      ...activityCalls,
    );
    renderWithApp(<PackageRoutes />, { route: '/teacher/package/4101?class=42', signedInAs: 'teacher' });
    const control = await screen.findByRole('button', { name: new RegExp(compare.title) });
    expect(screen.getByText('ریاضی چهارم · کلاس چهارم ب')).toBeInTheDocument();
    expect(pies).toHaveLength(0);
    await userEvent.click(control);
    const legend = await screen.findByRole('list', { name: chartText.legend });
    expect(within(legend).getByText(CLASS_ACTIVITY_STATUS.done.label)).toBeInTheDocument();
    expect(pies).toHaveLength(1);
    expect(pies[0]?.get('classId')).toBe('42');
  });
});
