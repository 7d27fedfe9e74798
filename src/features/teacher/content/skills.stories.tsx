import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringExample, failing, pending } from '@/testing/handlers';
import { CLASSES_CALL, REPORT_CALL, skillsHandlers } from './fixtures';
import { SkillsScreen } from './skills-screen';
import { t } from './strings';

const meta = {
  title: 'Teacher/Skills',
  component: SkillsScreen,
  parameters: {
    app: { route: paths.teacher.skills, signedInAs: 'teacher' },
    msw: { handlers: skillsHandlers() },
  },
} satisfies Meta<typeof SkillsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t.skills.title })).toBeVisible();
    const chapter = await canvas.findByRole('region', { name: /فصل ۱ – عدد و الگوهای عددی/ });
    await expect(within(chapter).getByText('ارزش مکانی عددهای بزرگ')).toBeVisible();
    await expect(within(chapter).getByText('۴-ر-۲ · صفحهٔ ۸')).toBeVisible();
    await expect(within(chapter).getByText(/میانگین امتیاز ۷۲ · ۶ از ۱۴ دانش‌آموز ماهر/)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t.skills.questionsLink + t.skills.questionsLinkSkill('ضرب عددهای دورقمی') }),
    ).toHaveAttribute('href', '/teacher/question?skill=40112');
    const classes = canvas.getByRole('navigation', { name: t.skills.classesLabel });
    await expect(within(classes).getByRole('link', { name: 'چهارم الف' })).toHaveAttribute('aria-current', 'page');
    await expect(within(classes).getByRole('link', { name: 'چهارم ب' })).toHaveAttribute(
      'href',
      '/teacher/skills?class=42&course=401',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('الگوهای عددی')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'فارسی چهارم' })).toHaveAttribute(
      'href',
      '/teacher/skills?class=41&course=402',
    );
    // Nothing wider than the phone: no horizontal scroll.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(CLASSES_CALL)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(common.loading)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [answeringExample('getTeacherClassDashboard', 'empty')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.skills.noClass.title)).toBeVisible();
  },
};

export const EmptyCourse: Story = {
  parameters: {
    msw: {
      handlers: [
        answeringExample('getTeacherClassDashboard', 'teacher'),
        answeringExample('listHomeworkBriefSkills', 'empty'),
        answeringExample('getTeacherSkillsReport', 'empty'),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.skills.noSkills)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        answeringExample('getTeacherClassDashboard', 'teacher'),
        answeringExample('listHomeworkBriefSkills', 'teacher'),
        failing(REPORT_CALL, 500, null),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(errors.fetchData)).toBeVisible();
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};
