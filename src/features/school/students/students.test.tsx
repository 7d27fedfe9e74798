import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { pending } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { Where } from '@/testing/where';
import { officeHandlers, RECORDS, schoolClasses, searchableRecords } from './fixtures';
import { StudentsScreen } from './students-screen';
import { t } from './strings';

/** Renders the list at `route` and keeps every query the records call is asked. */
function renderList(route: string = paths.school.students) {
  const asked: URLSearchParams[] = [];
  server.use(
    schoolClasses,
    searchableRecords((query) => asked.push(query)),
  );
  renderWithApp(
    <>
      <StudentsScreen />
      <Where />
    </>,
    { route, signedInAs: 'school' },
  );
  return asked;
}

const address = () => new URLSearchParams((screen.getByLabelText('where').textContent ?? '').split('?')[1] ?? '');

describe('the school’s StudentsScreen', () => {
  it('asks once after typing pauses, with Arabic letters and Persian digits folded, and keeps the word', async () => {
    const asked = renderList();
    await screen.findByText(t.list.count(197));
    expect(Object.fromEntries(asked[0]!)).toEqual({ page: '1', size: '10' });
    await userEvent.type(screen.getByRole('searchbox', { name: t.list.search }), 'احمدي');
    expect(asked.some((query) => query.has('searchedWord'))).toBe(false);
    await screen.findByText(t.list.count(5));
    expect(asked.filter((query) => query.has('searchedWord')).map((query) => query.get('searchedWord'))).toEqual([
      'احمدی',
    ]);
    expect(address().get('q')).toBe('احمدي');
  });

  it('shows a reloaded address as it was: word, class and page', async () => {
    const asked = renderList(`${paths.school.students}?q=${encodeURIComponent('s۱۰۲')}&classId=۳۱`);
    await screen.findByText(t.list.count(1));
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ searchedWord: 's102', classId: '31', page: '1', size: '10' });
    expect(screen.getByRole('listitem', { name: 'یاسین احمدی' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: t.list.search })).toHaveValue('s۱۰۲');
    expect(screen.getByRole('combobox', { name: t.list.classFilter })).toHaveValue('31');
  });

  it('keeps the last page on screen while the next one loads, and the pager moves at once', async () => {
    renderList();
    await screen.findByText(t.list.count(197));
    server.use(pending(RECORDS));
    await userEvent.click(screen.getByRole('button', { name: t.list.page(2) }));
    expect(await screen.findByText(t.list.updating)).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'سارا احمدی' })).toBeInTheDocument();
    expect(screen.getByRole('list', { busy: true })).toBeInTheDocument();
    expect(screen.getByText(t.list.pageOf(2, 20))).toBeInTheDocument();
    expect(address().get('page')).toBe('2');
    // Typing is never blocked by the pending page.
    const box = screen.getByRole('searchbox', { name: t.list.search });
    await userEvent.type(box, 'سا');
    expect(box).toHaveValue('سا');
  });

  it('offers the first page for an address past the last page', async () => {
    renderList(`${paths.school.students}?page=40`);
    await userEvent.click(await screen.findByRole('button', { name: t.list.pastLastPage.action }));
    await screen.findByText(t.list.count(197));
    await waitFor(() => expect(address().has('page')).toBe(false));
  });
});

describe('the pupils list’s wording follows the role', () => {
  function renderFor(role: 'school' | 'organization') {
    // The manager's paths match the office's too (`*/school/…`): only the role's own calls answer.
    server.use(...(role === 'school' ? [schoolClasses, searchableRecords()] : officeHandlers()));
    renderWithApp(
      <Routes>
        <Route path={paths.school.students} element={<StudentsScreen />} />
        <Route path={paths.organization.schoolStudents} element={<StudentsScreen />} />
      </Routes>,
      {
        route: role === 'school' ? paths.school.students : paths.organization.schoolStudentsHref(1),
        signedInAs: role,
      },
    );
  }

  it('tells the manager to open a pupil’s name, which is a link', async () => {
    renderFor('school');
    expect(await screen.findByText(t.list.count(197))).toBeInTheDocument();
    expect(screen.getByText(t.list.subtitle.school)).toBeInTheDocument();
    expect(screen.getByText(/نام او را باز کنید/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').some((row) => within(row).queryByRole('link'))).toBe(true);
  });

  it('gives the office no such instruction: its names are not links', async () => {
    renderFor('organization');
    expect(await screen.findByText(t.list.count(146))).toBeInTheDocument();
    expect(screen.getByText(t.list.subtitle.organization)).toBeInTheDocument();
    expect(screen.queryByText(/باز کنید/)).toBeNull();
    expect(screen.getAllByRole('listitem').every((row) => within(row).queryByRole('link') === null)).toBe(true);
  });
});
