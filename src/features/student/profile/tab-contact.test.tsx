import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { phoneText } from '@/shared/i18n/phone';
import { paths } from '@/shared/routing/paths';
import { example, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { ProfileRoutes } from './profile-routes';
import { t } from './strings';

const sara = example('getProfile', 'student');

function renderContact() {
  renderWithApp(<ProfileRoutes />, { route: paths.student.profileTabHref('contact'), signedInAs: 'student' });
}

const field = (label: string) => screen.getByRole('textbox', { name: label });

/** Records the bodies the profile's PATCH receives. */
function recordSaves(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    handling('updateProfile', async (call) => {
      bodies.push(await call.body());
      return sara;
    }),
  );
  return bodies;
}

describe('ContactTab', () => {
  it('shows the phone in Persian digits, left to right, with province and city', async () => {
    renderContact();
    const phone = await screen.findByDisplayValue('۰۹۱۲۱۲۳۴۵۶۷');
    expect(phone.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(field(t.fields.province)).toHaveValue('اصفهان');
    expect(field(t.fields.city)).toHaveValue('اصفهان');
  });

  it.each([
    ['Persian', '۰۹۱۳ ۱۱۱ ۲۲۳۳'],
    ['Arabic-Indic', '٠٩١٣١١١٢٢٣٣'],
    ['Latin', '09131112233'],
  ])('sends a phone typed in %s digits as Latin digits', async (_, typed) => {
    const bodies = recordSaves();
    renderContact();
    const phone = await screen.findByDisplayValue('۰۹۱۲۱۲۳۴۵۶۷');
    await userEvent.clear(phone);
    await userEvent.type(phone, typed);
    await userEvent.click(screen.getByRole('button', { name: t.save }));

    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    expect(bodies).toEqual([{ phone: '09131112233', province: 'اصفهان', city: 'اصفهان' }]);
  });

  it('refuses a phone that is not 11 digits from 09, in Persian, and sends nothing', async () => {
    const bodies = recordSaves();
    renderContact();
    const phone = await screen.findByDisplayValue('۰۹۱۲۱۲۳۴۵۶۷');
    await userEvent.clear(phone);
    await userEvent.type(phone, '۰۹۱۲۳');
    await userEvent.type(field(t.fields.email), 'sara@');
    await userEvent.click(screen.getByRole('button', { name: t.save }));

    expect(phone).toHaveAccessibleDescription(new RegExp(phoneText.invalid));
    expect(field(t.fields.email)).toHaveAccessibleDescription(new RegExp(t.contact.emailInvalid));
    expect(bodies).toEqual([]);
  });
});
