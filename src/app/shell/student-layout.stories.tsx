import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { navText } from '@/shared/navigation/strings';
import { signOutText } from '@/shared/ui/sign-out-strings';
import { InLayout } from '@/testing/story-page';
import { profileBoxText, shellText } from './strings';
import { StudentLayout } from './student-layout';

const meta = {
  title: 'App/Shell/Student layout',
  component: InLayout,
  args: { layout: StudentLayout },
  parameters: { app: { route: '/student', signedInAs: 'student' } },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof InLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas, userEvent }) => {
    const side = screen.getByRole('navigation', { name: shellText.menu });
    await expect(side.getBoundingClientRect().width).toBe(320);
    const box = within(within(side).getByRole('region', { name: shellText.profileBox }));
    await expect(box.getByRole('link', { name: profileBoxText.settings })).toHaveAttribute('href', '/profile');
    const nav = within(side);
    await expect(nav.getByRole('link', { name: navText.home })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: navText.course })).toHaveAttribute('href', '/courses/math');
    await expect(nav.getByRole('link', { name: navText.homework }).getAttribute('href')).toMatch(
      /^\/homeworks\?(grade=\w+&)?subject=math$/,
    );
    await expect(screen.queryByRole('navigation', { name: shellText.bottomBar })).toBeNull();
    await expect(
      canvas.getByRole('main').querySelector('h1')!.parentElement!.parentElement!.getBoundingClientRect().width,
    ).toBeLessThanOrEqual(834);
    await userEvent.click(box.getByRole('button', { name: profileBoxText.signOut }));
    const dialog = await screen.findByRole('dialog', { name: signOutText.title });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: signOutText.confirm })).toBeVisible());
    // Close it again: the dialog's own header would count as a second banner for axe.
    await userEvent.click(within(dialog).getAllByRole('button', { name: signOutText.close })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: signOutText.title })).toBeNull());
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, userEvent }) => {
    await expect(screen.queryByRole('navigation', { name: shellText.menu })).toBeNull();
    const bar = screen.getByRole('navigation', { name: shellText.bottomBar });
    const links = within(bar).getAllByRole('link');
    await expect(links.map((a) => a.textContent)).toEqual([
      navText.home,
      navText.course,
      navText.homework,
      navText.account,
    ]);
    for (const link of links) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expect(link.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    }
    await expect(bar.getBoundingClientRect().width).toBeLessThanOrEqual(400);
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(bar).getByRole('link', { name: navText.account }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/profile'));
    await expect(within(bar).getByRole('link', { name: navText.account })).toHaveAttribute('aria-current', 'page');
  },
};
