import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, failing, pending } from '@/testing/handlers';
import { PUPIL_ACTIVITY_STATUS } from '@/shared/status/activity';
import { PACKAGE_ID, compare, loaded, packageWith, reading, video } from './package-fixtures';
import { PackageScreen } from './package-screen';
import { runText } from '@/shared/practice/run/strings';
import { t } from './strings';

const HREF = paths.student.packageHref(PACKAGE_ID);

const meta = {
  title: 'Student/Package',
  component: PackageScreen,
  // The screen reads `packageId` from its route, as in the app.
  render: () => (
    <Routes>
      <Route path={paths.student.package} element={<PackageScreen />} />
    </Routes>
  ),
  parameters: {
    app: { route: HREF, signedInAs: 'student' },
    msw: { handlers: [answeringExample('getMyPackageActivities', 'student', { params: { packageId: PACKAGE_ID } })] },
  },
} satisfies Meta<typeof PackageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const item = (canvas: ReturnType<typeof within>, title: string) => canvas.getByRole('listitem', { name: title });

/** Package 4101 three steps in: the video, a practice and the reading done, the last practice under way. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: loaded.package.title })).toBeVisible();
    await expect(canvas.getByText('۸۴٪')).toBeVisible();
    await expect(canvas.getByText('۳ از ۴ فعالیت انجام شده')).toBeVisible();
    await expect(canvas.getAllByText(PUPIL_ACTIVITY_STATUS.done.label)).toHaveLength(3);
    const practice = within(item(canvas, compare.title));
    await expect(practice.getByText('۳ از ۸ پرسش پاسخ داده‌ای، ۳ پاسخ درست')).toBeVisible();
    await expect(practice.getByRole('link', { name: new RegExp(t.practice.continue) })).toHaveAttribute(
      'href',
      '/exercise?package=4101&activity=410104',
    );
    await expect(canvas.getByRole('link', { name: t.backToList })).toHaveAttribute('href', paths.student.courseReview);
    await expect(document.title).toBe(t.documentTitle(loaded.package.title));
  },
};

/** The reading open from `?activity=`: its paragraphs and «خواندم»; sending it unlocks the last practice. */
export const ReadingOpen: Story = {
  parameters: {
    app: { route: `${HREF}?activity=${reading.id}`, signedInAs: 'student' },
    msw: {
      handlers: [
        answering('getMyPackageActivities', packageWith(['done', 'done', 'available', 'locked']), {
          params: { packageId: PACKAGE_ID },
        }),
        answering('completePackageActivity', packageWith(['done', 'done', 'done', 'available']), {
          params: { packageId: PACKAGE_ID, activityId: reading.id },
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/نازنین و بردیا بعد از مدرسه/)).toBeVisible();
    await expect(canvas.getByText('حدود ۴ دقیقه خواندن')).toBeVisible();
    // From the teaching to its practice (the course page links the other way).
    await expect(canvas.getByRole('link', { name: runText.practiseSkill(reading.skill!.title) })).toHaveAttribute(
      'href',
      `/exercise?skill=${reading.skill!.name}`,
    );
    await expect(within(item(canvas, compare.title)).getByText(t.lockedReason)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.reading.complete }));
    await expect(await canvas.findByText(t.unlocked(compare.title))).toBeVisible();
    await expect(
      within(item(canvas, compare.title)).getByRole('link', { name: new RegExp(t.practice.start) }),
    ).toBeVisible();
    await expect(canvas.getByText('۷۵٪')).toBeVisible();
  },
};

/** The video open: the browser's player on the demo world's file, and the spoken text beneath. */
export const VideoOpen: Story = {
  parameters: {
    app: { route: `${HREF}?activity=${video.id}`, signedInAs: 'student' },
    msw: {
      handlers: [
        answering('getMyPackageActivities', packageWith(['available', 'locked', 'locked', 'locked']), {
          params: { packageId: PACKAGE_ID },
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const player = await canvas.findByLabelText(t.video.label(video.title));
    await expect(player).toHaveAttribute('src', '/media/lessons/m4-place-value.mp4');
    await expect(player).toHaveAttribute('controls');
    await expect(canvas.getByText(/^درس ارزش مکانی عددهای بزرگ. یک نمونه را با هم/)).toBeVisible();
    // The player shows «0:29» for this 29.x s lesson: the page says the same.
    await expect(canvas.getByText('۲۹ ثانیه')).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.video.complete })).toBeEnabled();
  },
};

/** Nothing done yet: only the first step opens; every later one is locked and says why. */
export const AllLockedAfterFirst: Story = {
  parameters: {
    msw: {
      handlers: [
        answering('getMyPackageActivities', packageWith(['available', 'locked', 'locked', 'locked']), {
          params: { packageId: PACKAGE_ID },
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('۰٪')).toBeVisible();
    await expect(canvas.getAllByText(t.lockedReason)).toHaveLength(3);
    const first = within(item(canvas, video.title));
    await expect(first.getByRole('button', { name: t.toggleLabel(t.video.open, video.title) })).toBeVisible();
    for (const locked of canvas.getAllByRole('listitem').slice(1)) {
      await expect(within(locked).queryByRole('link')).toBeNull();
      await expect(within(locked).queryByRole('button')).toBeNull();
    }
  },
};

/** «خواندم» fails: the reading stays open with the catalogued message and a retry. */
export const CompleteFails: Story = {
  parameters: {
    app: { route: `${HREF}?activity=${reading.id}`, signedInAs: 'student' },
    msw: {
      handlers: [
        answering('getMyPackageActivities', packageWith(['done', 'done', 'available', 'locked']), {
          params: { packageId: PACKAGE_ID },
        }),
        failing('completePackageActivity', 500, undefined, {
          params: { packageId: PACKAGE_ID, activityId: reading.id },
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t.reading.complete }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.sendInformation);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
    await expect(canvas.getByText(/نازنین و بردیا بعد از مدرسه/)).toBeVisible();
    await expect(within(item(canvas, compare.title)).getByText(t.lockedReason)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [answeringExample('getMyPackageActivities', 'empty', { params: { packageId: PACKAGE_ID } })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.empty.title)).toBeVisible();
    await expect(canvas.getByText('۰ از ۰ فعالیت انجام شده')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('getMyPackageActivities', { params: { packageId: PACKAGE_ID } })] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Error: Story = {
  parameters: {
    msw: { handlers: [failing('getMyPackageActivities', 500, undefined, { params: { packageId: PACKAGE_ID } })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.fetchData);
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: {
    msw: {
      handlers: [
        answeringExample('getMyPackageActivities', 'default', { params: { packageId: PACKAGE_ID }, status: 404 }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t.notFound.title })).toBeVisible();
    await expect(canvas.getByText(t.notFound.description)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.backToList })).toHaveAttribute('href', paths.student.courseReview);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: {
    app: { route: `${HREF}?activity=${reading.id}`, signedInAs: 'student' },
    msw: {
      handlers: [
        answering('getMyPackageActivities', packageWith(['done', 'done', 'available', 'locked']), {
          params: { packageId: PACKAGE_ID },
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/نازنین و بردیا بعد از مدرسه/)).toBeVisible();
    await expect(window.innerWidth).toBe(360);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
    await expect(
      canvas.getByRole('button', { name: t.reading.complete }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
  },
};
