import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/shared/auth/session-context';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { profileText } from '@/shared/profile/strings';
import { paths } from '@/shared/routing/paths';
import { example, failing, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { ProfileRoutes } from './profile-routes';
import { t } from './strings';

const sara = example('getProfile', 'student');

/** The active user's name, as the header and side menu show it. */
function SessionName() {
  const { user } = useSession();
  return <output aria-label="session">{user ? `${user.first_name} ${user.last_name}` : ''}</output>;
}

function renderPersonal() {
  renderWithApp(
    <>
      <ProfileRoutes />
      <SessionName />
    </>,
    { route: paths.student.profileTabHref('personal'), signedInAs: 'student' },
  );
}

const field = (label: string) => screen.getByRole('textbox', { name: label });

describe('PersonalTab', () => {
  it('shows the names to edit, and gender and the Jalali birth date to read', async () => {
    renderPersonal();
    expect(await screen.findByDisplayValue('سارا')).toBe(field(t.fields.firstName));
    expect(field(t.fields.lastName)).toHaveValue('احمدی');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText(common.genders.FEMALE)).toBeInTheDocument();
    expect(within(panel).getByText('۲۸ آبان ۱۳۹۵')).toBeInTheDocument();
    expect(within(panel).getByText('student')).toHaveAttribute('dir', 'ltr');
  });

  it('puts a Persian message next to each wrong field and sends nothing', async () => {
    let sent = false;
    server.use(handling('updateProfile', () => ((sent = true), sara)));
    renderPersonal();
    await screen.findByDisplayValue('سارا');
    await userEvent.clear(field(t.fields.firstName));
    await userEvent.clear(field(t.fields.lastName));
    await userEvent.type(field(t.fields.lastName), 'ا');
    await userEvent.click(screen.getByRole('button', { name: t.save }));

    expect(field(t.fields.firstName)).toHaveAccessibleDescription(t.personal.nameRequired);
    expect(field(t.fields.lastName)).toHaveAccessibleDescription(t.personal.lastNameInvalid(2, 60));
    expect(field(t.fields.firstName)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(false);
  });

  it('sends the trimmed names and the new name reaches the active user', async () => {
    let body: unknown;
    server.use(
      handling('updateProfile', async (call) => {
        body = await call.body();
        return { ...sara, first_name: 'سارینا' };
      }),
    );
    renderPersonal();
    await screen.findByDisplayValue('سارا');
    await userEvent.clear(field(t.fields.firstName));
    await userEvent.type(field(t.fields.firstName), '  سارینا ');
    await userEvent.click(screen.getByRole('button', { name: t.save }));

    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    expect(body).toEqual({ first_name: 'سارینا', last_name: 'احمدی' });
    expect(screen.getByRole('status', { name: 'session' })).toHaveTextContent('سارینا احمدی');
  });

  it('keeps what was typed when the save fails, with the catalogued message', async () => {
    server.use(failing('updateProfile', 500));
    renderPersonal();
    await screen.findByDisplayValue('سارا');
    await userEvent.clear(field(t.fields.firstName));
    await userEvent.type(field(t.fields.firstName), 'سارینا');
    await userEvent.click(screen.getByRole('button', { name: t.save }));

    expect(await screen.findByRole('alert')).toHaveTextContent(errors.sendInformation);
    expect(field(t.fields.firstName)).toHaveValue('سارینا');
  });

  it('gives back a name typed and not saved after a reload, and forgets it once saved', async () => {
    server.use(handling('updateProfile', () => ({ ...sara, first_name: 'ساراینا' })));
    const first = renderWithApp(<ProfileRoutes />, {
      route: paths.student.profileTabHref('personal'),
      signedInAs: 'student',
    });
    await screen.findByDisplayValue('سارا');
    await userEvent.type(field(t.fields.firstName), 'ینا');
    first.unmount();

    renderWithApp(<ProfileRoutes />, {
      route: paths.student.profileTabHref('personal'),
      signedInAs: 'student',
      keepStorage: true,
    });
    expect(await screen.findByDisplayValue('ساراینا')).toBe(field(t.fields.firstName));
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(profileText.saved)).toBeInTheDocument();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('draft:'))).toEqual([]);
  });
});
