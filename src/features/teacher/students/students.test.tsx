import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { Where } from '@/testing/where';
import { classCards, searchableRecords } from './fixtures';
import { t } from './strings';
import { StudentsScreen } from './students-screen';

/** Renders the list at `route` and keeps every query the records call is asked. */
function renderList(route: string = paths.teacher.students) {
  const asked: URLSearchParams[] = [];
  server.use(
    classCards,
    searchableRecords((query) => asked.push(query)),
  );
  renderWithApp(
    <>
      <StudentsScreen />
      <Where />
    </>,
    { route, signedInAs: 'teacher' },
  );
  return asked;
}

/** The address the router is at, as a query to read. */
const address = () => new URLSearchParams((screen.getByLabelText('where').textContent ?? '').split('?')[1] ?? '');

describe('StudentsScreen', () => {
  it('asks once after typing pauses, with Arabic ي folded, and keeps the word in the address', async () => {
    const asked = renderList();
    await screen.findByText(t.list.count(52));
    expect(Object.fromEntries(asked[0]!)).toEqual({ page: '1', size: '10' });

    await userEvent.type(screen.getByRole('searchbox', { name: t.list.search }), 'احمدي');
    // Typed well within the pause: nothing asked with the word yet.
    expect(asked.some((query) => query.has('searchedWord'))).toBe(false);

    await screen.findByText(t.list.count(1));
    const searches = asked.filter((query) => query.has('searchedWord'));
    expect(searches.map((query) => query.get('searchedWord'))).toEqual(['احمدی']);
    expect(screen.getByRole('listitem', { name: 'سارا احمدی' })).toBeInTheDocument();
    expect(address().get('q')).toBe('احمدي');
  });

  it('shows a reloaded address as it was: word, class and page, ids in any digit set', async () => {
    const asked = renderList(`${paths.teacher.students}?q=${encodeURIComponent('s۱۵۸')}&classId=۴۱`);
    await screen.findByText(t.list.count(1));
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ searchedWord: 's158', classId: '41', page: '1', size: '10' });
    expect(screen.getByRole('searchbox', { name: t.list.search })).toHaveValue('s۱۵۸');
    expect(screen.getByRole('combobox', { name: t.list.classFilter })).toHaveValue('41');
  });

  it('starts a new class at page 1 and keeps the word', async () => {
    const asked = renderList(`${paths.teacher.students}?q=${encodeURIComponent('دهقان')}&page=2`);
    await waitFor(() => expect(asked.at(-1)?.get('page')).toBe('2'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: t.list.classFilter }), '42');
    await waitFor(() => expect(Object.fromEntries(address())).toEqual({ q: 'دهقان', classId: '42' }));
    await waitFor(() => expect(Object.fromEntries(asked.at(-1)!)).toMatchObject({ classId: '42', page: '1' }));
  });

  it('«پاک کردن جستجو» empties the box and the address and shows every pupil again', async () => {
    renderList(`${paths.teacher.students}?q=zzz&classId=42`);
    await userEvent.click(await screen.findByRole('button', { name: t.list.clearSearch }));
    await screen.findByText(t.list.count(52));
    expect(screen.getByRole('searchbox', { name: t.list.search })).toHaveValue('');
    expect(address().toString()).toBe('');
  });
});
