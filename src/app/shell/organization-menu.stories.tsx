import { notifications } from '@mantine/notifications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { rememberSchoolName } from '@/shared/navigation/school-name';
import { navText } from '@/shared/navigation/strings';
import { paths } from '@/shared/routing/paths';
import { pending } from '@/testing/handlers';
import { InLayout } from '@/testing/story-page';
import { RoleLayout } from './role-layout';
import { shellText } from './strings';
import { NAV_LAYOUT_KEY } from './use-nav-layout';

const meta = {
  title: 'App/Shell/Organization menu',
  component: InLayout,
  args: { layout: RoleLayout },
  parameters: { app: { route: paths.organization.home, signedInAs: 'organization' } },
  globals: { viewport: { value: 'desktop' } },
  beforeEach: () => {
    // Notifications live in a module-wide store; start every story without the last one's.
    notifications.clean();
    localStorage.removeItem(NAV_LAYOUT_KEY);
    sessionStorage.clear();
  },
} satisfies Meta<typeof InLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const menu = () => within(screen.getByRole('navigation', { name: shellText.menu }));

export const OrganizationHome: Story = {
  parameters: { app: { route: paths.organization.home, signedInAs: 'organization' } },
  play: async () => {
    await expect(menu().getByRole('link', { name: navText.home })).toHaveAttribute('aria-current', 'page');
    await expect(menu().queryByRole('link', { name: navText.school })).toBeNull();
  },
};

export const OrganizationInSchool: Story = {
  parameters: { app: { route: paths.organization.schoolStudentsHref(17), signedInAs: 'organization' } },
  beforeEach: () => {
    rememberSchoolName('17', 'دبستان فردوسی');
  },
  play: async () => {
    await expect(menu().getByRole('link', { name: 'دبستان فردوسی' })).toHaveAttribute(
      'href',
      paths.organization.schoolHref(17),
    );
    const students = menu().getByRole('link', { name: navText.students });
    await expect(students).toHaveAttribute('href', paths.organization.schoolStudentsHref(17));
    await expect(students).toHaveAttribute('aria-current', 'page');
  },
};

/** A school whose name has not come yet (its info call still on its way): the menu says «مدرسه». */
export const OrganizationInUnnamedSchool: Story = {
  parameters: {
    app: { route: paths.organization.schoolHref(18), signedInAs: 'organization' },
    msw: { handlers: [pending('getOrganizationSchool')] },
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: shellText.openMenu }));
    const nav = within(await screen.findByRole('navigation', { name: shellText.menu }));
    await expect(nav.getByRole('link', { name: navText.school })).toHaveAttribute(
      'href',
      paths.organization.schoolHref(18),
    );
  },
};
