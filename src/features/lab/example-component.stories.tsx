import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import type { LabExample } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, example, failing, pending } from '@/testing/handlers';
import { ExampleComponentScreen } from './example-component-screen';
import { t } from './strings';

/** The component-example call, of any slug. */
const CALL = 'getLaboratoryExample' as const;
const multipleChoice = example('getLaboratoryExample', 'multipleChoice');

/** The route as the app mounts it: the screen reads `:slug`. */
function ExampleRoute() {
  return (
    <Routes>
      <Route path={paths.lab.exampleComponent} element={<ExampleComponentScreen />} />
    </Routes>
  );
}

const meta = {
  title: 'Lab/Component examples',
  component: ExampleRoute,
  parameters: {
    app: { route: paths.lab.exampleComponentHref('multiple-choice'), signedInAs: 'teacher' },
    msw: { handlers: [answeringExample(CALL, 'multipleChoice')] },
  },
} satisfies Meta<typeof ExampleRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each variant draws the multiple-choice question from its props, in Persian. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('سؤال چندگزینه‌ای');
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    const normal = canvas.getByRole('article', { name: 'حالت عادی' });
    await expect(within(normal).getAllByRole('radio')).toHaveLength(4);
    const wrong = canvas.getByRole('article', { name: 'پاسخ نادرست با راه‌حل' });
    await expect(wrong).toHaveTextContent(t.preview.feedback.wrong);
    await expect(wrong).toHaveTextContent('صورت و مخرج ۲/۳ را در ۲ ضرب کن');
    // Each choice is a touch target of at least 44 px.
    for (const radio of within(normal).getAllByRole('radio'))
      await expect(radio.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvas.getByRole('link', { name: t.example.backToList })).toHaveAttribute('href', '/lab/comp-api');
  },
};

/** Another slug, another component: the SmartScore gauge's variants as meters. */
export const Gauge: Story = {
  parameters: {
    app: { route: paths.lab.exampleComponentHref('smart-score-gauge'), signedInAs: 'teacher' },
    msw: {
      handlers: [
        answering(CALL, {
          slug: 'smart-score-gauge',
          title: 'نمره هوشمند',
          description: 'نمره یک مهارت در چهار سطح تسلط.',
          variants: [
            { title: 'در حال تمرین', props: { score: 45 } },
            { title: 'ماهر', props: { score: 85, before: 78 } },
          ],
        } satisfies LabExample),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('نمره هوشمند');
    const meters = canvas.getAllByRole('meter');
    await expect(meters.map((meter) => meter.getAttribute('aria-valuenow'))).toEqual(['45', '85']);
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [answering(CALL, { ...multipleChoice, variants: [] })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.example.empty)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(CALL)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

/** An unknown slug: the contract's 404 example in the server's words. */
export const Error: Story = {
  parameters: {
    app: { route: paths.lab.exampleComponentHref('no-such-thing'), signedInAs: 'teacher' },
    msw: { handlers: [failing(CALL, 404, 'موردی پیدا نشد.')] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('موردی پیدا نشد.');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.example.notFound);
    await expect(canvas.getByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'حالت عادی' })).toBeVisible();
    await expect(window.innerWidth).toBe(360);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
