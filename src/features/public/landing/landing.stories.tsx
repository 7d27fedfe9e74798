import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '@/shared/routing/paths';
import { LandingScreen } from './landing-screen';
import { t } from './strings';

const meta = {
  title: 'Public/Landing',
  component: LandingScreen,
  parameters: { app: { route: paths.home } },
} satisfies Meta<typeof LandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Landing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.hero.title);
    await expect(canvas.getByRole('link', { name: t.hero.login })).toHaveAttribute('href', paths.auth.login);
    await expect(canvas.getByRole('link', { name: t.hero.register })).toHaveAttribute('href', paths.auth.register);
    const subjects = canvas.getByRole('region', { name: t.subjects.title });
    await expect(
      within(subjects)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(t.subjects.items.map((s) => s.title));
    const audiences = canvas.getByRole('region', { name: t.audiences.title });
    await expect(
      within(audiences)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['دانش‌آموز', 'معلم', 'مدیر مدرسه', 'خانواده']);
    await expect(document.title).toBe(t.documentTitle);
    // README, product rules: pages/product rules: constants: a decorative tile behind the hero, 28 % of its width, hidden from assistive tech.
    const background = canvas.getByTestId('hero-background');
    await expect(background).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(background).maskSize).toMatch(/^28%/);
    // A file URL in development, a data: URL in the build (Vite inlines small assets).
    await expect(getComputedStyle(background).maskImage).toMatch(/^url\(/);
    const hero = canvas.getByRole('region', { name: t.hero.title });
    await expect(background.getBoundingClientRect().height).toBe(hero.getBoundingClientRect().height);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(360);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    for (const name of [t.hero.login, t.hero.register]) {
      await expect(canvas.getByRole('link', { name }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
