import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { operations } from '@/api/generated/operations';
import { errors, successes } from '@/shared/i18n/errors';
import { presets } from '@/shared/settings/presets';
import { SETTINGS_KEY } from '@/shared/settings/settings';
import { failing } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { SettingsButton } from './settings-button';
import { t } from './strings';
import { THEME_SAVE_RETRIES } from './use-save-theme';

/** Counts the profile's saves (updateProfile) and records their bodies. */
function watchSaves() {
  const save = operations.updateProfile;
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method.toLowerCase() === save.method && new URL(request.url).pathname.endsWith(save.path))
      bodies.push(await request.clone().json());
  });
  return bodies;
}

function store(preset: string) {
  localStorage.setItem(SETTINGS_KEY, JSON.stringify({ themeColorPresets: preset, themeDirection: 'rtl' }));
}

async function openDrawer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: new RegExp(`^${t.open}`) }));
  return screen.findByRole('dialog', { name: t.title });
}

// The signed-in student of the contract's login example has the server theme «آسمونی» (cyan).
describe('SettingsButton', () => {
  afterEach(() => {
    server.events.removeAllListeners();
    // Toasts live in a module-level store that outlives each render.
    notifications.clean();
  });

  it('opens the «رنگ» drawer with the six presets, the current one checked', async () => {
    const user = userEvent.setup();
    renderWithApp(<SettingsButton />, { signedInAs: 'student' });
    const drawer = await openDrawer(user);
    expect(within(drawer).getAllByRole('radio')).toHaveLength(6);
    expect(within(drawer).getByRole('radio', { name: presets.cyan.name })).toHaveAttribute('aria-checked', 'true');
    expect(within(drawer).getByRole('button', { name: t.fullscreen })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: t.reset })).not.toBeInTheDocument();
  });

  it('shows the dot and offers a reset while the stored preset differs from the server one', async () => {
    store('pink');
    const user = userEvent.setup();
    renderWithApp(<SettingsButton />, { signedInAs: 'student' });
    expect(await screen.findByRole('button', { name: t.openChanged })).toBeInTheDocument();
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('button', { name: t.reset }));
    expect(within(drawer).getByRole('radio', { name: presets.cyan.name })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: t.open })).toBeInTheDocument();
    expect(localStorage.getItem(SETTINGS_KEY)).toBeNull();
  });

  it('recolours at once, and saves the new colour only when the drawer closes', async () => {
    const saves = watchSaves();
    const user = userEvent.setup();
    renderWithApp(<SettingsButton />, { signedInAs: 'student' });
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('radio', { name: presets.purple.name }));
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY)!).themeColorPresets).toBe('purple');
    expect(saves).toHaveLength(0);
    await user.click(within(drawer).getByRole('button', { name: t.close }));
    expect(await screen.findByText(successes.themeSaved)).toBeInTheDocument();
    expect(saves).toEqual([{ theme: 'purple' }]);
    // The saved colour is now the account's: no dot.
    expect(screen.getByRole('button', { name: t.open })).toBeInTheDocument();
  });

  it('does not call the server when the colour did not change', async () => {
    const saves = watchSaves();
    const user = userEvent.setup();
    renderWithApp(<SettingsButton />, { signedInAs: 'student' });
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('radio', { name: presets.cyan.name }));
    await user.click(within(drawer).getByRole('button', { name: t.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saves).toHaveLength(0);
  });

  it('keeps a visitor’s choice locally without calling the server', async () => {
    const saves = watchSaves();
    const user = userEvent.setup();
    renderWithApp(<SettingsButton />);
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('radio', { name: presets.black.name }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saves).toHaveLength(0);
    expect(screen.getByRole('button', { name: t.openChanged })).toBeInTheDocument();
  });

  it(`retries a failed save ${THEME_SAVE_RETRIES} times, then shows the fallback message`, async () => {
    server.use(failing('updateProfile', 500));
    const saves = watchSaves();
    const user = userEvent.setup();
    renderWithApp(<SettingsButton />, { signedInAs: 'student' });
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('radio', { name: presets.green.name }));
    await user.click(within(drawer).getByRole('button', { name: t.close }));
    expect(await screen.findByText(errors.themeSave)).toBeInTheDocument();
    expect(saves).toHaveLength(1 + THEME_SAVE_RETRIES);
    // The choice stays, and so does the dot: it is still not the account's colour.
    expect(screen.getByRole('button', { name: t.openChanged })).toBeInTheDocument();
  });

  it('shows the server’s own message when a save is refused', async () => {
    server.use(failing('updateProfile', 400, 'پوسته نامعتبر'));
    const user = userEvent.setup();
    renderWithApp(<SettingsButton />, { signedInAs: 'student' });
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('radio', { name: presets.orange.name }));
    await user.click(within(drawer).getByRole('button', { name: t.close }));
    expect(await screen.findByText('پوسته نامعتبر')).toBeInTheDocument();
  });
});
