import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { paths } from '@/shared/routing/paths';
import { ForParentsScreen, ForSchoolsScreen, ForStudentsScreen, ForTeachersScreen } from './audience-screen';
import type { Audience } from './audiences';
import { t } from './strings';

const meta = {
  title: 'Public/Introduction audiences',
  component: ForSchoolsScreen,
} satisfies Meta<typeof ForSchoolsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const contactSchool = paths.public.contactUsHref('school');
const pagePath: Record<Audience, string> = {
  schools: paths.public.forSchools,
  teachers: paths.public.forTeachers,
  parents: paths.public.forParents,
  students: paths.public.forStudents,
};

/** A page's story: its route, and a play that checks the h1, the sections, the calls to action and the tab title. */
function page(audience: Audience, Screen: ComponentType, primary: string): Story {
  const copy = t.pages[audience];
  return {
    parameters: { app: { route: pagePath[audience] } },
    render: () => <Screen />,
    play: async ({ canvas }) => {
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(copy.hero.title);
      await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        copy.benefits.title,
        t.audiencePage.stepsTitle,
        t.audiencePage.questionsTitle,
        t.audiencePage.othersTitle,
        copy.cta.title,
      ]);
      const hero = canvas.getByRole('region', { name: copy.hero.title });
      await expect(within(hero).getByRole('link', { name: copy.cta.primary })).toHaveAttribute('href', primary);
      const cta = canvas.getByRole('region', { name: copy.cta.title });
      await expect(within(cta).getByRole('link', { name: copy.cta.primary })).toHaveAttribute('href', primary);
      await expect(within(cta).getByRole('link', { name: copy.cta.login })).toHaveAttribute('href', paths.auth.login);
      const others = canvas.getByRole('region', { name: t.audiencePage.othersTitle });
      await expect(
        within(others)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).not.toContain(pagePath[audience]);
      await expect(document.title).toBe(`${copy.documentTitle} | ${common.appName}`);
    },
  };
}

export const ForSchools = page('schools', ForSchoolsScreen, contactSchool);
export const ForTeachers = page('teachers', ForTeachersScreen, contactSchool);
export const ForParents = page('parents', ForParentsScreen, paths.auth.register);
export const ForStudents = page('students', ForStudentsScreen, paths.auth.register);

export const Mobile: Story = {
  parameters: { app: { route: paths.public.forParents } },
  globals: { viewport: { value: 'mobile' } },
  render: () => <ForParentsScreen />,
  play: async ({ canvas }) => {
    const copy = t.pages.parents;
    await expect(window.innerWidth).toBe(360);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(canvas.getAllByRole('link', { name: copy.cta.primary })).toHaveLength(2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
