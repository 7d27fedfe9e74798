import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, example, failing, pending } from '@/testing/handlers';
import { t } from './strings';
import { SurveyRoutes } from './survey-test-routes';

const weekly = example('getSurvey', 'weekly');
const INTEREST = 'تمرین‌های این هفته چقدر برایت جالب بود؟';
const WHERE = 'بیشتر وقت‌ها کجا تمرین می‌کنی؟';
const WISH = 'دوست داری چه درسی بیشتر تمرین داشته باشد؟';
/** The server's thanks, shown without its star emoji. */
const THANKS = 'ممنون که نظرت را گفتی!';
/** Any emoji (or its joiners): none may reach the page. */
const EMOJI = /[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/u;

const loaded = answeringExample('getSurvey', 'weekly', { params: { id: 12 } });
const submitted = answeringExample('submitSurvey', 'default', { params: { id: 12 }, status: 201 });
const skipped = answeringExample('skipSurvey', 'again', { params: { id: 12 } });

const meta = {
  title: 'Student/Survey',
  component: SurveyRoutes,
  parameters: {
    app: { route: paths.student.surveyHref(12), signedInAs: 'student' },
    msw: { handlers: [loaded, submitted, skipped] },
  },
} satisfies Meta<typeof SurveyRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (name: string) => screen.findByRole('radiogroup', { name: new RegExp(`^${name}`) });
const wish = () => screen.getByRole('textbox', { name: WISH });

/** Answers the two required questions and writes a wish, as a pupil would. */
async function answer(user: Parameters<NonNullable<Story['play']>>[0]['userEvent']) {
  await user.click(within(await group(INTEREST)).getByRole('radio', { name: 'خوب' }));
  await user.click(within(await group(WHERE)).getByRole('radio', { name: 'خانه' }));
  await user.type(wish(), 'کسرها');
}

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: weekly.title })).toBeVisible();
    await expect(canvas.getByText(weekly.description)).toBeVisible();
    await expect(canvas.getByText(t.legend)).toBeVisible();
    const faces = within(await group(INTEREST)).getAllByRole('radio');
    await expect(faces.map((face) => face.getAttribute('aria-label'))).toEqual([
      'خیلی بد',
      'بد',
      'معمولی',
      'خوب',
      'عالی',
    ]);
    for (const face of faces) {
      const box = face.getBoundingClientRect();
      await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      // A drawn face, seen at its size (an emoji is an empty box where no emoji font exists).
      const drawn = face.querySelector('svg[data-survey-face]')!;
      await expect(drawn.getBoundingClientRect().width).toBeGreaterThanOrEqual(32);
      await expect(drawn).toBeVisible();
    }
    await expect(document.body.textContent).not.toMatch(EMOJI);
    await expect(within(await group(WHERE)).getAllByRole('radio')).toHaveLength(4);
    await expect(wish()).toHaveAttribute('placeholder', 'مثلاً کسرهای هم‌ارز');
    await expect(canvas.getByText('۰ از ۲۰۰ حرف')).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.later })).toBeVisible();
    await expect(document.title).toBe(t.documentTitle(weekly.title));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: weekly.title })).toBeVisible();
    const happiest = within(await group(INTEREST)).getByRole('radio', { name: 'عالی' });
    await userEvent.click(happiest);
    await expect(happiest).toHaveAttribute('aria-checked', 'true');
    await expect(happiest.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await expect(window.innerWidth).toBe(360);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('getSurvey', { params: { id: 12 } })] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    await expect(await canvas.findByText(common.loading)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failing('getSurvey', 500, undefined, { params: { id: 12 } })] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};

/** The survey is closed (or was never for this pupil): a friendly page and the way home. */
export const NotFound: Story = {
  parameters: { msw: { handlers: [answeringExample('getSurvey', 'default', { params: { id: 12 }, status: 404 })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t.notOpen.title })).toBeVisible();
    await expect(canvas.getByText(t.notOpen.lead)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.done.home })).toHaveAttribute('href', paths.student.home);
  },
};

export const Validation: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t.submit }));
    await waitFor(() => expect(canvas.getByText(t.invalid.rating)).toBeVisible());
    await expect(await group(INTEREST)).toHaveAccessibleDescription(t.invalid.rating);
    await expect(await group(WHERE)).toHaveAccessibleDescription(t.invalid.choice);
    await expect(within(await group(INTEREST)).getByRole('radio', { name: 'خیلی بد' })).toHaveFocus();
  },
};

export const Submitted: Story = {
  play: async ({ canvas, userEvent }) => {
    await answer(userEvent);
    await expect(canvas.getByText('۵ از ۲۰۰ حرف')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(await canvas.findByText(THANKS)).toBeVisible();
    await expect(document.body.textContent).not.toMatch(EMOJI);
    await expect(canvas.getByRole('link', { name: t.done.home })).toHaveAttribute('href', paths.student.home);
    await expect(canvas.queryByRole('button', { name: t.later })).toBeNull();
  },
};

/** The send fails: the catalogued message, every answer still there, and «ارسال دوباره». */
export const SubmitFails: Story = {
  parameters: { msw: { handlers: [loaded, failing('submitSurvey', 500, undefined, { params: { id: 12 } }), skipped] } },
  play: async ({ canvas, userEvent }) => {
    await answer(userEvent);
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.sendInformation);
    await expect(within(await group(INTEREST)).getByRole('radio', { name: 'خوب' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(within(await group(WHERE)).getByRole('radio', { name: 'خانه' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(wish()).toHaveValue('کسرها');
    await expect(canvas.getByRole('button', { name: t.retry })).toBeVisible();
  },
};

/** The server already has this pupil's answers: a done state, not an error to retry. */
export const AlreadyAnswered: Story = {
  parameters: {
    msw: { handlers: [loaded, answeringExample('submitSurvey', 'already', { params: { id: 12 }, status: 409 })] },
  },
  play: async ({ canvas, userEvent }) => {
    await answer(userEvent);
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(await canvas.findByRole('heading', { level: 2, name: t.done.alreadyTitle })).toBeVisible();
    await expect(canvas.getByText('تو قبلاً در این نظرسنجی شرکت کرده‌ای.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Opened again after answering: it says so at once, with the day, and asks nothing. */
export const OpenedAfterAnswering: Story = {
  parameters: {
    msw: {
      handlers: [
        answering('getSurvey', { ...weekly, answered_at: '2026-11-20T17:05:00+03:30' }, { params: { id: 12 } }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: t.done.alreadyTitle })).toBeVisible();
    await expect(canvas.getByText(t.done.answeredOn('۲۹ آبان ۱۴۰۵'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.submit })).toBeNull();
  },
};

/** «بعداً»: the skip is counted, the pupil is on the dashboard, and a toast says it will be asked later. */
export const Skipped: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t.later }));
    // The toast slides in (Mantine's transition), so wait for it to be shown, not only mounted.
    await waitFor(() => expect(screen.getByText(t.skipped.again)).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('status', { name: 'where' })).toHaveTextContent(paths.student.home));
  },
};
