import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { paths } from '@/shared/routing/paths';
import { bandText } from '@/shared/practice/feedback/strings';
import { answering, answeringExample, example, failing, pending } from '@/testing/handlers';
import { CourseScreen, SubjectCourseScreen } from './course-screen';
import { mathCourse, withEveryBand } from './story-fixtures';
import { t } from './strings';

const notFound = example('listMySkills', 'default', '404') as { detail: string };

/** Both course routes, as the app mounts them: the screens read `:course` and `:courseId`. */
function CourseRoutes() {
  return (
    <Routes>
      <Route path={paths.student.course} element={<SubjectCourseScreen />} />
      <Route path={paths.student.courseDetail} element={<CourseScreen />} />
    </Routes>
  );
}

const meta = {
  title: 'Student/Course',
  component: CourseRoutes,
  parameters: {
    app: { route: paths.student.courseDetailHref('math', 401), signedInAs: 'student' },
    msw: { handlers: [answering('listMySkills', withEveryBand())] },
  },
} satisfies Meta<typeof CourseRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** «ریاضی چهارم»: five chapters, every band in colour and words, each skill's code, page and practice link. */
export const CourseLoaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('ریاضی چهارم');
    const summary = await canvas.findByRole('region', { name: t.course.summaryTitle });
    await expect(within(summary).getByText(t.course.masteredOf(1, 16))).toBeVisible();
    await expect(within(summary).getByText(t.course.proficientOf(4))).toBeVisible();
    const chapters = mathCourse.chapters.map((chapter) => chapter.title);
    for (const title of chapters) await expect(canvas.getByRole('region', { name: title })).toBeVisible();

    const patterns = canvas.getByRole('link', { name: t.course.practiseLabel('الگوهای عددی') });
    await expect(patterns).toHaveAttribute('href', '/exercise?skill=m4-number-patterns');
    const card = patterns.closest('li')!;
    await expect(within(card as HTMLElement).getByText('۹۶')).toBeVisible();
    await expect(within(card as HTMLElement).getByText(bandText.challenge)).toBeVisible();
    await expect(within(card as HTMLElement).getByText('۴-ر-۱')).toBeVisible();
    await expect(within(card as HTMLElement).getByText(/صفحهٔ ۲$/)).toBeVisible();
    // The skill's teaching in Sara's packages: the video opens on its package page, already seen.
    const video = canvas.getByRole('link', {
      name: t.course.teachingLabel(t.course.teaching.video, 'فیلم آموزشی ارزش مکانی عددهای بزرگ'),
    });
    await expect(video).toHaveAttribute('href', '/package/4101?activity=410101');
    await expect(video).toHaveTextContent(t.course.teachingDone);
    await expect(canvas.getByRole('link', { name: new RegExp(`^${t.course.teaching.reading}: `) })).toHaveAttribute(
      'href',
      '/package/4101?activity=410103',
    );
    for (const band of ['not_started', 'practicing', 'proficient', 'challenge', 'mastered'] as const) {
      await expect(canvas.getAllByText(bandText[band]).length).toBeGreaterThan(0);
    }
    await expect(canvas.getByRole('link', { name: t.course.allCourses })).toHaveAttribute(
      'href',
      paths.student.courses,
    );
    await expect(document.title).toBe(t.course.documentTitle('ریاضی چهارم'));
  },
};

/** The chapter picker narrows the page to one chapter and keeps it in the address. */
export const CourseChapterPicked: Story = {
  play: async ({ canvas }) => {
    const picker = await canvas.findByRole('combobox', { name: t.course.chapterFilter });
    await userEvent.selectOptions(picker, 'فصل ۳ – ضرب و تقسیم');
    await waitFor(() => expect(canvas.getAllByRole('region', { name: /^فصل/ })).toHaveLength(1));
    await expect(canvas.getByRole('link', { name: t.course.practiseLabel('ضرب عددهای دورقمی') })).toBeVisible();
    await userEvent.selectOptions(picker, t.course.allChapters);
    await waitFor(() => expect(canvas.getAllByRole('region', { name: /^فصل/ })).toHaveLength(5));
  },
};

/** The side menu's «درس»: /courses/math draws Sara's grade-4 maths in place. */
export const CourseFromMenu: Story = {
  parameters: { app: { route: paths.student.courseHref('math'), signedInAs: 'student' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('ریاضی چهارم');
    await expect(await canvas.findByRole('region', { name: t.course.summaryTitle })).toBeVisible();
  },
};

export const CourseEmpty: Story = {
  parameters: { msw: { handlers: [answeringExample('listMySkills', 'empty')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.course.emptyTitle)).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

export const CourseLoading: Story = {
  parameters: { msw: { handlers: [pending('listMySkills')] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('ریاضی چهارم');
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

/** A course of another grade (or none): the server's 404, no retry, and the way back. */
export const CourseError: Story = {
  parameters: {
    app: { route: paths.student.courseDetailHref('math', 501), signedInAs: 'student' },
    msw: { handlers: [answeringExample('listMySkills', 'default', { status: 404 })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(notFound.detail);
    await expect(canvas.queryByRole('button', { name: common.retry })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.course.title);
    await expect(canvas.getByRole('link', { name: t.course.allCourses })).toHaveAttribute(
      'href',
      paths.student.courses,
    );
  },
};

export const CourseServerError: Story = {
  parameters: { msw: { handlers: [failing('listMySkills', 500)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('خطا در دریافت اطلاعات');
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const UnknownSubject: Story = {
  parameters: { app: { route: paths.student.courseHref('history'), signedInAs: 'student' }, msw: { handlers: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.notFound.title);
    await expect(canvas.getByText(t.notFound.unknownSubject)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.course.allCourses })).toHaveAttribute(
      'href',
      paths.student.courses,
    );
  },
};

export const CourseMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const practise = await canvas.findByRole('link', { name: t.course.practiseLabel('ضرب عددهای دورقمی') });
    await expect(window.innerWidth).toBe(360);
    await expect(practise.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const picker = canvas.getByRole('combobox', { name: t.course.chapterFilter });
    await expect(picker.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
