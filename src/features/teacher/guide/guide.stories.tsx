import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@/shared/routing/paths';
import { anchorOf } from '@/shared/ui/guide-page';
import { TeacherGuideScreen } from './guide-screen';
import { guideSectionIds, t } from './strings';

const meta = {
  title: 'Teacher/Guide',
  component: TeacherGuideScreen,
  parameters: {
    app: { route: paths.teacher.guide, signedInAs: 'teacher' },
    // Help text only: the page asks the server nothing, so it has no loading, empty or error state.
    msw: { handlers: [] },
  },
} satisfies Meta<typeof TeacherGuideScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    const contents = canvas.getByRole('navigation', { name: t.contents });
    const entries = within(contents).getAllByRole('link');
    await expect(entries).toHaveLength(guideSectionIds.length);
    await expect(entries[1]).toHaveAttribute('href', `#${anchorOf('homework')}`);
    const homework = canvas.getByRole('region', { name: t.sections.homework.title });
    await userEvent.click(within(homework).getByRole('button', { name: 'امتیاز هدف را چند بگذارم؟' }));
    await waitFor(() => expect(within(homework).getByText(/۸۰ یعنی دانش‌آموز مهارت را بلد است/)).toBeVisible());
    await expect(within(homework).getByRole('link', { name: t.links.homeworkNew })).toHaveAttribute(
      'href',
      paths.teacher.homeworkNew,
    );
    const reports = canvas.getByRole('region', { name: t.sections.reports.title });
    await expect(within(reports).getByRole('link', { name: t.links.quizReports })).toHaveAttribute(
      'href',
      '/teacher/quiz-reports',
    );
    await expect(document.title).toBe(t.documentTitle);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const channel = canvas.getByRole('region', { name: t.sections.channel.title });
    await userEvent.click(within(channel).getByRole('button', { name: t.sections.channel.questions[0]!.question }));
    await waitFor(() => expect(within(channel).getByText(/متن نوشته‌شده پاک نمی‌شود/)).toBeVisible());
    await expect(within(channel).getByRole('link', { name: t.links.classes })).toHaveAttribute(
      'href',
      paths.teacher.classes,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
