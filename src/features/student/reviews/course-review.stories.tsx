import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringExample, failing, pending } from '@/testing/handlers';
import { CourseReviewScreen } from './course-review-screen';
import { t } from './strings';

const meta = {
  title: 'Student/Course review',
  component: CourseReviewScreen,
  parameters: {
    app: { route: paths.student.courseReview, signedInAs: 'student' },
    msw: {
      handlers: [answeringExample('getMyReviewDashboard', 'student'), answeringExample('listMyPackages', 'student')],
    },
  },
} satisfies Meta<typeof CourseReviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const OPEN_REVIEW = 'مرور «مواد طبیعی و ساختگی» و «نور و سایه»';

/** Sara's three reviews (one under way, two done) and her class's five packages. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    const reviews = within(canvas.getByRole('region', { name: t.reviews.title }));
    await expect(await reviews.findByText('۱ مرور مانده، ۲ مرور انجام شده')).toBeVisible();
    const open = within(reviews.getByText(OPEN_REVIEW).closest('li')!);
    await expect(open.getByText('مهلت: ۴ آذر ۱۴۰۵، ساعت ۲۰:۰۰')).toBeVisible();
    await expect(open.getByText('۳ از ۱۰ پرسش')).toBeVisible();
    await expect(
      open.getByRole('link', { name: t.reviews.linkLabel(t.reviews.continue, OPEN_REVIEW) }),
    ).toHaveAttribute('href', '/review/41301/question');
    await expect(reviews.getAllByText(t.reviews.states.done)).toHaveLength(2);
    await expect(reviews.getByText('نمره: ۸۳٪')).toBeVisible();
    await expect(reviews.getAllByRole('link')).toHaveLength(1);

    const packages = within(canvas.getByRole('region', { name: t.packages.title }));
    const pkg = await packages.findByRole('link', {
      name: t.packages.linkLabel('بستهٔ ارزش مکانی عددهای بزرگ، چهارم الف'),
    });
    await expect(pkg).toHaveAttribute('href', '/package/4101');
    await expect(within(pkg.closest('li')!).getByText('۳ از ۴ فعالیت')).toBeVisible();
    await expect(packages.getAllByRole('link')).toHaveLength(5);
    await expect(document.title).toBe(t.documentTitle);
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [answeringExample('getMyReviewDashboard', 'empty'), answeringExample('listMyPackages', 'empty')],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.reviews.empty.title)).toBeVisible();
    await expect(await canvas.findByText(t.packages.empty.title)).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('getMyReviewDashboard'), pending('listMyPackages')] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    const spinners = await canvas.findAllByRole('status');
    await expect(spinners).toHaveLength(2);
    for (const spinner of spinners) await expect(spinner).toHaveTextContent(common.loading);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing('getMyReviewDashboard', 500), failing('listMyPackages', 500)] } },
  play: async ({ canvas }) => {
    const alerts = await canvas.findAllByRole('alert');
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(2));
    for (const alert of alerts) {
      await expect(alert).toHaveTextContent(errors.fetchData);
      await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
    }
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(OPEN_REVIEW)).toBeVisible();
    await canvas.findByText('بستهٔ نور و سایه، چهارم الف');
    await expect(window.innerWidth).toBe(360);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
    for (const link of canvas.getAllByRole('link'))
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
