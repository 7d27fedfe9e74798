import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import type { OperationId } from '@/api/generated/operations';
import { answeringExample, example, failing, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { Where } from '@/testing/where';
import { ProfileRoutes } from './profile-routes';
import { t } from './strings';

function renderBadges(route = paths.student.profileTabHref('badges')) {
  renderWithApp(
    <>
      <ProfileRoutes />
      <Where />
    </>,
    { route, signedInAs: 'student' },
  );
}

/** Counts the calls to `op`, answering with the contract's student example. */
function counting<O extends OperationId>(op: O) {
  const calls = { n: 0 };
  server.use(
    handling(op, () => {
      calls.n += 1;
      return example(op, 'student');
    }),
  );
  return calls;
}

describe('BadgesTab', () => {
  it('shows the new ones first, highlighted, then every badge with progress towards the rest', async () => {
    renderBadges();
    const fresh = await screen.findByRole('region', { name: t.badges.fresh });
    expect(within(fresh).getAllByRole('link')).toHaveLength(5);
    const all = screen.getByRole('region', { name: t.badges.all });
    expect(within(all).getByRole('link', { name: /پانصد پاسخ درست/ })).toHaveTextContent(
      t.badges.progressLine(122, 500),
    );
    expect(screen.getByText(t.badges.summary(8, 6))).toBeInTheDocument();
  });

  it('opens a badge from its link as ?badge=ID, and asks for the new-badges count again once it is seen', async () => {
    const count = counting('getNewBadgesCount');
    const fresh = counting('listNewBadges');
    renderBadges();
    const region = await screen.findByRole('region', { name: t.badges.fresh });
    await expect.poll(() => count.n).toBe(1);
    const link = within(region).getByRole('link', { name: /جام برنزی جمع با/ });
    expect(link).toHaveAttribute('href', `${paths.student.profileTabHref('badges')}?badge=402031`);

    await userEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'جام برنزی ضرب دورقمی' });
    expect(within(dialog).getByText('گرفته‌شده در ۳۰ آبان ۱۴۰۵')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/profile/badges?badge=402031');
    await expect.poll(() => count.n).toBe(2);
    await expect.poll(() => fresh.n).toBe(2);
  });

  it('does not ask for the count again for a badge that was not new', async () => {
    const count = counting('getNewBadgesCount');
    renderBadges(`${paths.student.profileTabHref('badges')}?badge=5`);
    await screen.findByRole('dialog');
    await screen.findByText(t.badges.summary(8, 6));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(count.n).toBe(1);
  });

  it('closes the detail and drops ?badge from the address', async () => {
    renderBadges(`${paths.student.profileTabHref('badges')}?badge=12`);
    const dialog = await screen.findByRole('dialog', { name: 'جام برنزی ضرب دورقمی' });
    await userEvent.click(within(dialog).getByRole('button', { name: t.badges.close }));
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(/^\/profile\/badges$/);
  });

  it('explains instead of listing while the school has gamification off', async () => {
    server.use(answeringExample('getNewBadgesCount', 'gamificationOff'));
    renderBadges();
    expect(await screen.findByText(t.badges.off)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: t.badges.all })).toBeNull();
  });

  it('says when there is nothing yet, with a way to practise', async () => {
    server.use(answeringExample('listMyBadges', 'empty'), answeringExample('listNewBadges', 'empty'));
    renderBadges();
    expect(await screen.findByText(t.badges.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.badges.practice })).toHaveAttribute('href', paths.student.exercise);
  });

  it('shows the catalogued message and a retry when the badges fail', async () => {
    server.use(failing('listMyBadges', 500));
    renderBadges();
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.fetchData);
  });
});
