import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { renderWithApp } from '@/testing/render';
import { Where } from '@/testing/where';
import { SearchButton } from './search-button';
import { searchTextAt } from './pages';
import { t } from './strings';

async function openSearch() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: t.open }));
  return { user, input: await screen.findByRole('textbox', { name: t.inputLabel }) };
}

describe('SearchButton', () => {
  it('opens a named dialog with the placeholder and asks for a word first', async () => {
    renderWithApp(<SearchButton />, { route: paths.student.home, signedInAs: 'student' });
    const { input } = await openSearch();
    expect(screen.getByRole('dialog', { name: t.dialogTitle })).toBeInTheDocument();
    expect(input).toHaveAttribute('placeholder', t.placeholder);
    expect(screen.getByText(t.emptyQuery)).toBeInTheDocument();
  });

  it('opens with Ctrl+K', async () => {
    renderWithApp(<SearchButton />, { route: paths.teacher.home, signedInAs: 'teacher' });
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('textbox', { name: t.inputLabel })).toBeInTheDocument();
  });

  it('says nothing was found, quoting the query', async () => {
    renderWithApp(<SearchButton />, { route: paths.student.home, signedInAs: 'student' });
    const { user, input } = await openSearch();
    await user.type(input, 'زرافه');
    expect(await screen.findByText(t.notFound)).toBeInTheDocument();
    expect(screen.getByText(t.noResults('زرافه'))).toBeInTheDocument();
  });

  it("shows only the role's pages and navigates to the chosen one with the keyboard", async () => {
    renderWithApp(
      <>
        <SearchButton />
        <Where />
      </>,
      { route: paths.teacher.home, signedInAs: 'teacher' },
    );
    const { user, input } = await openSearch();
    await user.type(input, searchTextAt(paths.lab.root).title);
    expect(
      await screen.findByRole('button', { name: new RegExp(searchTextAt(paths.lab.root).title) }),
    ).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(paths.lab.root));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers a visitor the login page, not a student page', async () => {
    // The student's account page is mounted, so only the audience keeps it from the visitor.
    renderWithApp(<SearchButton />);
    const { user, input } = await openSearch();
    await user.type(input, searchTextAt(paths.auth.login).title);
    expect(
      await screen.findByRole('button', { name: new RegExp(searchTextAt(paths.auth.login).title) }),
    ).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, searchTextAt(paths.student.profile).description);
    expect(await screen.findByText(t.notFound)).toBeInTheDocument();
  });
});
