import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { paths } from '@/shared/routing/paths';
import { IntroductionScreen } from './introduction-screen';
import { t } from './strings';

const copy = t.intro;

const meta = {
  title: 'Public/Introduction',
  component: IntroductionScreen,
  parameters: { app: { route: paths.public.introduction } },
} satisfies Meta<typeof IntroductionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Introduction: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(copy.hero.title);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      copy.what.title,
      copy.how.title,
      copy.questionTypes.title,
      t.audiences.title,
      copy.safety.title,
      copy.cta.title,
    ]);
    const types = canvas.getByRole('region', { name: copy.questionTypes.title });
    await expect(
      within(types)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(copy.questionTypes.items.map((item) => item.title));
    const audiences = canvas.getByRole('region', { name: t.audiences.title });
    await expect(within(audiences).getByRole('link', { name: t.audiences.items.schools.link })).toHaveAttribute(
      'href',
      paths.public.forSchools,
    );
    await expect(within(audiences).getAllByRole('link')).toHaveLength(4);
    const cta = canvas.getByRole('region', { name: copy.cta.title });
    await expect(within(cta).getByRole('link', { name: copy.cta.register })).toHaveAttribute(
      'href',
      paths.auth.register,
    );
    await expect(within(cta).getByRole('link', { name: copy.cta.login })).toHaveAttribute('href', paths.auth.login);
    await expect(within(cta).getByRole('link', { name: copy.cta.contact })).toHaveAttribute(
      'href',
      paths.public.contactUs,
    );
    await expect(document.title).toBe(`${copy.documentTitle} | ${common.appName}`);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(360);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    const cta = canvas.getByRole('region', { name: copy.cta.title });
    for (const link of [
      ...within(cta).getAllByRole('link'),
      ...within(canvas.getByRole('region', { name: t.audiences.title })).getAllByRole('link'),
      ...within(canvas.getByRole('region', { name: copy.hero.title })).getAllByRole('link'),
    ]) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
