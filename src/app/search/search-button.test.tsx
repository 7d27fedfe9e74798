import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { SearchButton } from './search-button';
import { t } from './strings';
import { Where } from '@/testing/where';

async function openSearch() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: t.open }));
  return { user, input: await screen.findByRole('textbox', { name: t.inputLabel }) };
}

describe('SearchButton', () => {
  it('opens a named dialog with the placeholder and asks for a word first', async () => {
    renderWithApp(<SearchButton />, { route: '/student', signedInAs: 'student' });
    const { input } = await openSearch();
    expect(screen.getByRole('dialog', { name: t.dialogTitle })).toBeInTheDocument();
    expect(input).toHaveAttribute('placeholder', t.placeholder);
    expect(screen.getByText(t.emptyQuery)).toBeInTheDocument();
  });

  it('opens with Ctrl+K', async () => {
    renderWithApp(<SearchButton />, { route: '/teacher', signedInAs: 'teacher' });
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('textbox', { name: t.inputLabel })).toBeInTheDocument();
  });

  it('says nothing was found, quoting the query', async () => {
    renderWithApp(<SearchButton />, { route: '/student', signedInAs: 'student' });
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
      { route: '/teacher', signedInAs: 'teacher' },
    );
    const { user, input } = await openSearch();
    await user.type(input, 'تکلیف');
    expect(await screen.findByRole('button', { name: /تکلیف‌ها/ })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/teacher/homeworks'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers a visitor the login page, not a student page', async () => {
    renderWithApp(<SearchButton />);
    const { user, input } = await openSearch();
    await user.type(input, 'ورود');
    expect(await screen.findByRole('button', { name: /ورود/ })).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'عملکرد');
    expect(await screen.findByText(t.notFound)).toBeInTheDocument();
  });
});
