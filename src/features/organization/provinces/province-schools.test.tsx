import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rememberedSchoolName } from '@/shared/navigation/school-name';
import { paths } from '@/shared/routing/paths';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { Where } from '@/testing/where';
import { ISFAHAN, nationwide, ProvinceRoutes, provinces, searchableSchools } from './fixtures';
import { t } from './strings';

/** Renders the province page at `route` and keeps every query the schools call is asked. */
function renderProvince(route: string, count?: number) {
  const asked: URLSearchParams[] = [];
  server.use(provinces, searchableSchools({ onAsk: (query) => asked.push(query), count }));
  renderWithApp(
    <>
      <ProvinceRoutes />
      <Where />
    </>,
    { route, signedInAs: 'organization' },
  );
  return asked;
}

const where = () => screen.getByLabelText('where').textContent ?? '';
const address = () => new URLSearchParams(where().split('?')[1] ?? '');
const isfahan = paths.organization.provinceHref(ISFAHAN);

describe('ProvinceSchoolsScreen', () => {
  it('asks once after typing pauses, with the Arabic ي folded, and keeps the word', async () => {
    const asked = renderProvince(isfahan);
    await screen.findByText(t.province.count(8));
    expect(Object.fromEntries(asked[0]!)).toEqual({ page: '1', size: '10' });
    await userEvent.type(screen.getByRole('searchbox', { name: t.province.search }), 'شهيد');
    expect(asked.some((query) => query.has('searchedWord'))).toBe(false);
    await screen.findByText(t.province.count(2));
    expect(asked.filter((query) => query.has('searchedWord')).map((query) => query.get('searchedWord'))).toEqual([
      'شهید',
    ]);
    expect(address().get('q')).toBe('شهيد');
  });

  it('shows a reloaded address as it was, the page in any digit set, and a new word goes back to page 1', async () => {
    const asked = renderProvince(`${isfahan}?page=۳`, 150);
    await screen.findByText('۱۵۰ مدرسه');
    expect(asked.at(-1)?.get('page')).toBe('3');
    expect(screen.getByRole('button', { name: t.province.page(3) })).toHaveAttribute('aria-current', 'page');
    await userEvent.type(screen.getByRole('searchbox', { name: t.province.search }), 'حافظ{Enter}');
    await waitFor(() => expect(Object.fromEntries(address())).toEqual({ q: 'حافظ' }));
    await waitFor(() => expect(Object.fromEntries(asked.at(-1)!)).toMatchObject({ searchedWord: 'حافظ', page: '1' }));
  });

  it('turns pages through the address', async () => {
    const asked = renderProvince(isfahan, 150);
    await userEvent.click(await screen.findByRole('button', { name: t.province.controls.next }));
    await waitFor(() => expect(address().get('page')).toBe('2'));
    await waitFor(() => expect(asked.at(-1)?.get('page')).toBe('2'));
  });

  it('offers the first page when the address asks past the last one', async () => {
    renderProvince(`${isfahan}?page=9`);
    await userEvent.click(await screen.findByRole('link', { name: t.province.pastLastPage.action }));
    await screen.findByText(t.province.count(8));
    expect(where()).toBe(isfahan);
  });

  it('says an id that is no province is unknown, without asking', async () => {
    const asked = renderProvince(paths.organization.provinceHref('abc'));
    expect(await screen.findByText(t.province.unknown.title)).toBeInTheDocument();
    expect(asked).toHaveLength(0);
  });

  it('remembers the school’s name when it is opened, for the side menu', async () => {
    renderProvince(isfahan);
    await userEvent.click(await screen.findByRole('link', { name: t.province.open('دبستان حافظ') }));
    expect(where()).toBe(paths.organization.schoolHref(5));
    expect(rememberedSchoolName('5')).toBe('دبستان حافظ');
  });

  it('links a provincial office back home, and the national office back to all its provinces', async () => {
    renderProvince(isfahan);
    await screen.findByRole('heading', { level: 1, name: t.province.title('اصفهان') });
    expect(screen.getByRole('link', { name: t.province.backHome })).toHaveAttribute('href', paths.organization.home);
    expect(screen.queryByRole('link', { name: t.province.back })).toBeNull();
  });

  it('says «all provinces» to the national office', async () => {
    server.use(nationwide, searchableSchools());
    renderWithApp(<ProvinceRoutes />, { route: isfahan, signedInAs: 'organization' });
    expect(await screen.findByRole('link', { name: t.province.back })).toHaveAttribute('href', paths.organization.home);
  });
});
