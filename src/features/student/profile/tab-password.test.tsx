import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { example, failing, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { ProfileRoutes } from './profile-routes';
import { t } from './strings';

function renderPassword() {
  renderWithApp(<ProfileRoutes />, { route: paths.student.profileTabHref('password'), signedInAs: 'student' });
}

/** A password field by its label (the show/hide button's name starts with «نمایش»). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

async function fill(current: string, next: string, repeat: string) {
  if (current)
    await userEvent.type(
      await screen.findByLabelText(new RegExp(`^${t.password.current}`), { selector: 'input' }),
      current,
    );
  if (next) await userEvent.type(field(t.password.next), next);
  if (repeat) await userEvent.type(field(t.password.repeat), repeat);
  await userEvent.click(screen.getByRole('button', { name: t.password.submit }));
}

describe('PasswordTab', () => {
  it('says in Persian what is wrong with each field and sends nothing', async () => {
    let sent = false;
    server.use(handling('changePassword', () => ((sent = true), { detail: '' })));
    renderPassword();
    await fill('', 'kotah', 'kotah2');
    expect(field(t.password.current)).toHaveAccessibleDescription(t.password.currentRequired);
    expect(field(t.password.next)).toHaveAccessibleDescription(new RegExp(t.password.nextInvalid(8, 128)));
    expect(field(t.password.repeat)).toHaveAccessibleDescription(t.password.mismatch);
    expect(sent).toBe(false);
  });

  it('refuses a repeat that does not match, and a new password equal to the current one', async () => {
    renderPassword();
    await fill('12345678', '12345678', '87654321');
    expect(field(t.password.next)).toHaveAccessibleDescription(new RegExp(t.password.sameAsCurrent));
    expect(field(t.password.repeat)).toHaveAccessibleDescription(t.password.mismatch);
  });

  it('sends the passwords as typed, says so and empties the form', async () => {
    let body: unknown;
    server.use(
      handling('changePassword', async (call) => {
        body = await call.body();
        return example('changePassword', 'default');
      }),
    );
    renderPassword();
    await fill(' old pass ', 'tazeh-ramz-1', 'tazeh-ramz-1');
    expect(await screen.findByText('رمز عبور شما تغییر کرد.')).toBeInTheDocument();
    expect(body).toEqual({ old_password: ' old pass ', new_password: 'tazeh-ramz-1' });
    expect(field(t.password.current)).toHaveValue('');
  });

  it('shows the server’s reason and keeps what was typed', async () => {
    server.use(failing('changePassword', 400, 'رمز عبور فعلی درست نیست.'));
    renderPassword();
    await fill('ghalat', 'tazeh-ramz-1', 'tazeh-ramz-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('رمز عبور فعلی درست نیست.');
    expect(field(t.password.current)).toHaveValue('ghalat');
  });
});
