import { Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ThemePreset } from '@/api/generated/model';
import { errors, successes } from '@/shared/i18n/errors';
import { presets } from '@/shared/settings/presets';
import { SETTINGS_KEY } from '@/shared/settings/settings';
import { failing } from '@/testing/handlers';
import { SettingsButton } from './settings-button';
import { t } from './strings';

/** Stores a preset before the story renders, as if chosen earlier (or in another tab). */
const storing = (preset: ThemePreset) => () => {
  localStorage.setItem(SETTINGS_KEY, JSON.stringify({ themeColorPresets: preset, themeDirection: 'rtl' }));
};

// The contract's signed-in student has the server theme «آسمونی» (cyan). Given per story, not on
// the meta: Storybook merges parameters, so the visitor story could not take the sign-in away.
const student = { app: { signedInAs: 'student' } };

const meta = {
  title: 'App/Settings',
  component: SettingsButton,
  globals: { viewport: { value: 'desktop' } },
  decorators: [
    (Story) => (
      <Group justify="flex-end" p="md">
        <Story />
      </Group>
    ),
  ],
  // Local storage and the toast store outlive a story; every story starts clean.
  beforeEach: () => {
    localStorage.removeItem(SETTINGS_KEY);
    notifications.clean();
    return () => localStorage.removeItem(SETTINGS_KEY);
  },
} satisfies Meta<typeof SettingsButton>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

async function openDrawer({ canvas }: Context) {
  await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^${t.open}`) }));
  const drawer = await screen.findByRole('dialog', { name: t.title });
  await waitFor(() => expect(within(drawer).getByRole('button', { name: t.close })).toBeVisible());
  return drawer;
}

async function choose(context: Context, preset: ThemePreset) {
  const drawer = await openDrawer(context);
  await userEvent.click(within(drawer).getByRole('radio', { name: presets[preset].name }));
  await userEvent.click(within(drawer).getByRole('button', { name: t.close }));
}

export const NoDot: Story = {
  parameters: student,
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: t.open });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.querySelector('.mantine-Indicator-indicator')).toBeNull();
  },
};

export const DotWhenColourDiffers: Story = {
  parameters: student,
  beforeEach: storing('pink'),
  play: async (context) => {
    await expect(context.canvas.getByRole('button', { name: t.openChanged })).toBeVisible();
    await expect(context.canvasElement.querySelector('.mantine-Indicator-indicator')).toBeVisible();
    const drawer = await openDrawer(context);
    await userEvent.click(within(drawer).getByRole('button', { name: t.reset }));
    await expect(within(drawer).getByRole('radio', { name: presets.cyan.name })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(within(drawer).queryByRole('button', { name: t.reset })).not.toBeInTheDocument();
  },
};

/** The drawer open with `preset` stored: the whole app (the drawer too) wears that colour. */
const openIn = (preset: ThemePreset): Story => ({
  parameters: student,
  beforeEach: storing(preset),
  play: async (context) => {
    const drawer = await openDrawer(context);
    const radios = within(drawer).getAllByRole('radio');
    await expect(radios).toHaveLength(6);
    for (const radio of radios) await expect(radio.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(within(drawer).getByRole('radio', { name: presets[preset].name })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
});

export const Green = openIn('green');
export const Orange = openIn('orange');
export const Cyan = openIn('cyan');
export const Purple = openIn('purple');
export const Pink = openIn('pink');
export const Black = openIn('black');

export const Desktop: Story = {
  parameters: student,
  play: async (context) => {
    const drawer = await openDrawer(context);
    const content = drawer.closest('.mantine-Drawer-content') ?? drawer;
    await expect(Math.round(content.getBoundingClientRect().width)).toBe(280);
    await expect(within(drawer).getByRole('button', { name: t.fullscreen })).toBeVisible();
  },
};

export const Mobile: Story = {
  parameters: student,
  globals: { viewport: { value: 'mobile' } },
  play: async (context) => {
    const drawer = await openDrawer(context);
    const content = drawer.closest('.mantine-Drawer-content') ?? drawer;
    await expect(Math.round(content.getBoundingClientRect().width)).toBe(window.innerWidth);
    // README, product rules: constants — no full-screen toggle at 600 px or narrower.
    await expect(within(drawer).queryByRole('button', { name: t.fullscreen })).not.toBeInTheDocument();
  },
};

export const Saved: Story = {
  parameters: student,
  play: async (context) => {
    await choose(context, 'purple');
    const toast = await screen.findByText(successes.themeSaved);
    await waitFor(() => expect(toast).toBeVisible());
    // The saved colour is the account's now: no dot.
    await expect(context.canvas.getByRole('button', { name: t.open })).toBeVisible();
  },
};

export const SaveFailed: Story = {
  parameters: { ...student, msw: { handlers: [failing('updateProfile', 500)] } },
  play: async (context) => {
    await choose(context, 'orange');
    // Three retries first, then the catalogue's message.
    const toast = await screen.findByText(errors.themeSave, undefined, { timeout: 6000 });
    await waitFor(() => expect(toast).toBeVisible());
    await expect(context.canvas.getByRole('button', { name: t.openChanged })).toBeVisible();
  },
};

export const VisitorKeepsItLocally: Story = {
  play: async (context) => {
    await choose(context, 'black');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(screen.queryByText(successes.themeSaved)).not.toBeInTheDocument();
    await expect(context.canvas.getByRole('button', { name: t.openChanged })).toBeVisible();
  },
};
