import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@/shared/routing/paths';
import { anchorOf } from '@/shared/ui/guide-page';
import { GuideScreen } from './guide-screen';
import { guideSectionIds, t } from './strings';

const meta = {
  title: 'Student/Guide',
  component: GuideScreen,
  parameters: {
    app: { route: paths.student.guide, signedInAs: 'student' },
    // Help text only: the page asks the server nothing.
    msw: { handlers: [] },
  },
} satisfies Meta<typeof GuideScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    const contents = canvas.getByRole('navigation', { name: t.contents });
    const entries = within(contents).getAllByRole('link');
    await expect(entries).toHaveLength(guideSectionIds.length);
    await expect(entries[0]).toHaveAttribute('href', `#${anchorOf('practice')}`);
    const practice = canvas.getByRole('region', { name: t.sections.practice.title });
    await userEvent.click(within(practice).getByRole('button', { name: 'امتیاز مهارت چیست؟' }));
    const answer = within(practice).getByText(/به ۸۰ که برسی «ماهر» می‌شوی، از ۹۰ به بعد/);
    await waitFor(() => expect(answer).toBeVisible());
    await expect(within(practice).getByRole('link', { name: t.sections.practice.link })).toHaveAttribute(
      'href',
      paths.student.courses,
    );
    const support = canvas.getByRole('region', { name: t.sections.support.title });
    await expect(within(support).getByRole('link', { name: t.sections.support.link })).toHaveAttribute(
      'href',
      '/contact-us?topic=support',
    );
    await expect(document.title).toBe(t.documentTitle);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const offline = canvas.getByRole('region', { name: t.sections.offline.title });
    await userEvent.click(within(offline).getByRole('button', { name: t.sections.offline.questions[0]!.question }));
    const answer = within(offline).getByText(/خودش فرستاده می‌شود/);
    await waitFor(() => expect(answer).toBeVisible());
    await expect(window.innerWidth).toBe(360);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
