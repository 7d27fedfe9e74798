import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/shared/auth/session-context';
import { phoneText } from '@/shared/i18n/phone';
import { profileText } from '@/shared/profile/strings';
import { paths } from '@/shared/routing/paths';
import { failing, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { Where } from '@/testing/where';
import { StaffProfileScreen } from './profile-screen';
import { t } from './strings';
import { karimi, maryam, SAVE_PROFILE, staffHandlers } from './story-handlers';

/** The signed-in user's name as the session holds it (the header and menus read the same). */
function SessionName() {
  const { user } = useSession();
  return <output aria-label="session">{user ? `${user.first_name} ${user.last_name}` : ''}</output>;
}

function renderProfile(route: string = paths.teacher.profile, role: 'teacher' | 'school' = 'teacher') {
  renderWithApp(
    <>
      <StaffProfileScreen />
      <Where />
      <SessionName />
    </>,
    { route, signedInAs: role },
  );
}

const where = () => screen.getByRole('status', { name: 'where' });
const named = (label: string) => new RegExp(`^${label}\\s*\\*?$`);
const field = (label: string) => screen.getByRole('textbox', { name: named(label) });
const tab = (name: string) => screen.getByRole('tab', { name });

describe('StaffProfileScreen — the tab in the address', () => {
  it('opens the tab named by ?tab=, so a reload keeps it', async () => {
    server.use(...staffHandlers());
    renderProfile(`${paths.teacher.profile}?tab=password`);
    expect(tab(t.tabs.names.password)).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: profileText.password.title })).toBeInTheDocument();
  });

  it('writes the chosen tab into the address', async () => {
    server.use(...staffHandlers());
    renderProfile();
    expect(tab(t.tabs.names.personal)).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tab(t.tabs.names.picture));
    expect(where()).toHaveTextContent(`${paths.teacher.profile}?tab=picture`);
    expect(await screen.findByRole('button', { name: profileText.picture.pick })).toBeInTheDocument();
    await userEvent.click(tab(t.tabs.names.password));
    expect(where()).toHaveTextContent(`${paths.teacher.profile}?tab=password`);
  });

  it('shows the personal tab for an unknown ?tab=', async () => {
    server.use(...staffHandlers());
    renderProfile(`${paths.teacher.profile}?tab=badges`);
    expect(tab(t.tabs.names.personal)).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: t.tabs.names.personal })).toBeInTheDocument();
  });
});

describe('StaffProfileScreen — saving the personal tab', () => {
  it('sends what ProfileUpdate takes (Latin phone digits, trimmed text) and the session shows the new name', async () => {
    let body: unknown;
    server.use(
      handling(SAVE_PROFILE, async (call) => {
        const sent = await call.body();
        body = sent;
        return { ...maryam, ...sent };
      }),
      ...staffHandlers(),
    );
    renderProfile();
    const phone = await screen.findByRole('textbox', { name: new RegExp(phoneText.label) });
    await userEvent.clear(field(t.fields.lastName));
    await userEvent.type(field(t.fields.lastName), ' رضایی‌نژاد ');
    await userEvent.clear(phone);
    await userEvent.type(phone, '۰۹۱۳ ۱۲۳ ٤٥٦٧');
    await userEvent.click(screen.getByRole('button', { name: profileText.save }));
    expect(await screen.findByText(profileText.saved)).toBeInTheDocument();
    expect(body).toEqual({
      first_name: 'مریم',
      last_name: 'رضایی‌نژاد',
      phone: '09131234567',
      province: 'اصفهان',
      city: 'اصفهان',
      email: 'm.rezaei@example.ir',
    });
    expect(screen.getByRole('status', { name: 'session' })).toHaveTextContent('مریم رضایی‌نژاد');
    const card = screen.getByRole('region', { name: t.identity.label });
    expect(within(card).getByText('مریم رضایی‌نژاد')).toBeInTheDocument();
  });

  it('says what is wrong next to each field and sends nothing', async () => {
    let sent = false;
    server.use(
      handling(SAVE_PROFILE, () => ((sent = true), maryam)),
      ...staffHandlers(),
    );
    renderProfile();
    await userEvent.clear(await screen.findByRole('textbox', { name: named(t.fields.firstName) }));
    await userEvent.clear(field(t.fields.email));
    await userEvent.type(field(t.fields.email), 'maryam@');
    await userEvent.click(screen.getByRole('button', { name: profileText.save }));
    expect(field(t.fields.firstName)).toHaveAccessibleDescription(profileText.names.nameRequired);
    expect(field(t.fields.email)).toHaveAccessibleDescription(new RegExp(t.personal.emailInvalid));
    expect(sent).toBe(false);
  });

  it('keeps what was typed when the save fails, with the server’s words', async () => {
    server.use(failing(SAVE_PROFILE, 400, 'این ایمیل را کاربر دیگری دارد.'), ...staffHandlers());
    renderProfile();
    const city = await screen.findByRole('textbox', { name: named(t.fields.city) });
    const before = screen.getByRole('status', { name: 'session' }).textContent;
    await userEvent.clear(city);
    await userEvent.type(field(t.fields.city), 'کاشان');
    await userEvent.click(screen.getByRole('button', { name: profileText.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent('این ایمیل را کاربر دیگری دارد.');
    expect(field(t.fields.city)).toHaveValue('کاشان');
    // Nothing was saved, so the session's user is as it was.
    expect(screen.getByRole('status', { name: 'session' }).textContent).toBe(before);
  });

  it('serves the school manager the same way', async () => {
    server.use(...staffHandlers(karimi));
    renderProfile(`${paths.school.profile}?tab=personal`, 'school');
    const card = await screen.findByRole('region', { name: t.identity.label });
    expect(within(card).getByText('مدیر مدرسه · دبستان شهید باهنر')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: named(t.fields.firstName) })).toHaveValue('محمد');
  });
});
