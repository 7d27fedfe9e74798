import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { familyText } from '@/shared/family-report/strings';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { phone390 } from '@/shared/practice/question/story-geometry';
import { paths } from '@/shared/routing/paths';
import { answeringExample, example, failing, pending } from '@/testing/handlers';
import { expectPrintOnClick } from '@/testing/print';
import { answeringWeeks, FamilyReportRoutes, previousWeek, REPORT, SARA } from './fixtures';
import { t } from './strings';

/** The contract's 404: «موردی پیدا نشد.», as for an id that does not exist. */
const notFound = example(REPORT, 'default', '404') as { detail: string };

const meta = {
  title: 'Teacher/Family report',
  component: FamilyReportRoutes,
  parameters: {
    app: { route: paths.teacher.studentFamilyReportHref(101), signedInAs: 'teacher' },
    msw: { handlers: [answeringExample(REPORT, 'teacher', SARA)] },
  },
} satisfies Meta<typeof FamilyReportRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Figures are each a `<dt>` read with its `<dd>`. */
const figure = (canvas: HTMLElement, label: string) => within(canvas).getByText(label).nextElementSibling;

export const Loaded: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: familyText.title('سارا') })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByText(t.intro)).toBeVisible();
    await expect(figure(canvasElement, familyText.figures.minutes)).toHaveTextContent('۱۷ دقیقه');
    await expect(canvas.getByText(familyText.days.minutes(0))).toBeVisible();
    // Opened from its address: its way back is the teacher's pupils, left off the paper.
    const back = canvas.getByRole('link', { name: t.backToStudents });
    await expect(back).toHaveAttribute('href', paths.teacher.students);
    await expect(back.closest('[data-no-print]')).not.toBeNull();
    await expectPrintOnClick(canvas.getByRole('button', { name: familyText.print }));
  },
};

export const PreviousWeek: Story = {
  parameters: {
    app: { route: `${paths.teacher.studentFamilyReportHref(101)}?week=previous`, signedInAs: 'teacher' },
    msw: { handlers: [answeringWeeks()] },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(familyText.range(previousWeek.from, previousWeek.to))).toBeVisible();
    await expect(canvas.getByRole('radio', { name: familyText.weeks.previous })).toBeChecked();
    await expect(figure(canvasElement, familyText.figures.minutes)).toHaveTextContent('۶۳ دقیقه');
    await expect(canvas.getByText(familyText.figures.compared(63, 40))).toBeVisible();
    // A finished week has no days to come.
    await expect(canvas.queryByText(familyText.days.future)).toBeNull();
    await expect(canvas.queryByText(familyText.currentNote)).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(REPORT, SARA)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
    await expect(canvas.getByRole('heading', { level: 1, name: t.fallbackTitle })).toBeVisible();
    await expect(canvas.getByRole('button', { name: familyText.print })).toBeDisabled();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing(REPORT, 500, null, SARA)] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};

/** Not one of the teacher's pupils: the server's words, no retry and no week to choose. */
export const NotFound: Story = {
  parameters: {
    msw: { handlers: [answeringExample(REPORT, 'default', { ...SARA, status: 404 })] },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(notFound.detail);
    await expect(within(alert).queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.getByRole('link', { name: t.backToStudents })).toBeVisible();
  },
};

/** An address whose id is not a number asks nothing and says the pupil was not found. */
export const MalformedAddress: Story = {
  parameters: { app: { route: paths.teacher.studentFamilyReportHref('abc'), signedInAs: 'teacher' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t.notFound);
  },
};

export const Phone: Story = {
  ...phone390,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: familyText.title('سارا') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: familyText.print })).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
