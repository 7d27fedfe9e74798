import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { FamilyLink } from '@/api/generated/model';
import { parseId } from '@/shared/digits';
import { familyText } from '@/shared/family-report/strings';
import { common } from '@/shared/i18n/common';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, example, failing, handling, pending } from '@/testing/handlers';
import { familyTab } from './family-strings';
import { ProfileRoutes } from './profile-routes';
import { ProfileScreen } from './profile-screen';

const count = answeringExample('getNewBadgesCount', 'student');
const report = answeringExample('getMyFamilyReport', 'student');
const listed = example('listMyFamilyLinks', 'student');
const demo = listed.links[0]!;
const linkName = familyTab.links.name(demo.created_at);

/** The links as a small server: making one adds it (newest first), revoking one marks it. */
function linkServer(start: FamilyLink[] = listed.links, madeToday = 0) {
  let links = [...start];
  let made = madeToday;
  return [
    handling('listMyFamilyLinks', () => ({ links, created_today: made, daily_limit: 10 })),
    handling('createMyFamilyLink', () => {
      const link = { ...example('createMyFamilyLink', 'created', '201') };
      links = [link, ...links];
      made += 1;
      return link;
    }),
    handling('revokeMyFamilyLink', ({ params }) => {
      const id = parseId(params.id);
      links = links.map((l) =>
        l.id === id ? { ...l, status: 'revoked', token: null, revoked_at: '2026-11-22T09:05:00+03:30' } : l,
      );
      return links.find((l) => l.id === id)!;
    }),
  ];
}

/** A device without a share sheet whose clipboard the story reads. */
function stubClipboard(): string[] {
  const written: string[] = [];
  Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: async (text: string) => void written.push(text) },
    configurable: true,
  });
  return written;
}

const meta = {
  title: 'Student/Profile family',
  component: ProfileScreen,
  render: () => <ProfileRoutes />,
  parameters: {
    app: { route: paths.student.profileTabHref('family'), signedInAs: 'student' },
    msw: { handlers: [count, report, ...linkServer()] },
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: familyText.title('سارا') })).toBeVisible();
    const links = await canvas.findByRole('list', { name: familyTab.links.listLabel });
    const row = within(links).getByRole('listitem', { name: linkName });
    await expect(within(row).getByText(familyTab.links.status.active)).toBeVisible();
    await expect(within(row).getByRole('textbox', { name: familyTab.links.address })).toHaveValue(
      `${window.location.origin}/family/${demo.token}`,
    );
    await expect(canvas.getByText(familyTab.links.madeToday(0, 10))).toBeVisible();
  },
};

/** Making a link sends it at once: here, a device without a share sheet copies it. */
export const MakeAndCopy: Story = {
  play: async ({ canvas }) => {
    const written = stubClipboard();
    await userEvent.click(await canvas.findByRole('button', { name: familyTab.links.make }));
    const made = example('createMyFamilyLink', 'created', '201');
    await waitFor(() => expect(written).toEqual([`${window.location.origin}/family/${made.token}`]));
    // The toast fades in.
    await waitFor(() => expect(screen.getByText(familyTab.links.copied)).toBeVisible());
    await expect(await canvas.findByText(familyTab.links.madeToday(1, 10))).toBeVisible();
  },
};

/** Ten links today: the button rests and says why, until tomorrow. */
export const LimitReached: Story = {
  parameters: { msw: { handlers: [count, report, ...linkServer(listed.links, 10)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(familyTab.links.limitReached)).toBeVisible();
    await expect(canvas.getByRole('button', { name: familyTab.links.make })).toBeDisabled();
  },
};

/** The server refuses (its own limit): its Persian words beside the button. */
export const MakeRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        count,
        report,
        answering('listMyFamilyLinks', { ...listed }),
        failing('createMyFamilyLink', 429, 'امروز ۱۰ پیوند ساخته‌ای. فردا دوباره می‌توانی پیوند بسازی.'),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: familyTab.links.make }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('امروز ۱۰ پیوند ساخته‌ای');
  },
};

/** Revoking asks first; the link then says «باطل شده» and offers nothing more. */
export const Revoke: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `${familyTab.links.revoke} ${linkName}` }));
    const dialog = await screen.findByRole('dialog', { name: familyTab.revoke.title });
    await userEvent.click(within(dialog).getByRole('button', { name: familyTab.revoke.yes }));
    const row = canvas.getByRole('listitem', { name: linkName });
    await expect(await within(row).findByText(familyTab.links.status.revoked)).toBeVisible();
    await expect(within(row).queryByRole('textbox')).toBeNull();
  },
};

export const NoLinks: Story = {
  parameters: { msw: { handlers: [count, report, ...linkServer([])] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(familyTab.links.empty)).toBeVisible();
  },
};

export const LinksError: Story = {
  parameters: { msw: { handlers: [count, report, failing('listMyFamilyLinks', 500, 'خطا در ارتباط با سرور')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const ReportLoading: Story = {
  parameters: { msw: { handlers: [count, pending('getMyFamilyReport'), ...linkServer()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(familyTab.links.madeToday(0, 10))).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: familyText.title('سارا') })).toBeVisible();
  },
};
