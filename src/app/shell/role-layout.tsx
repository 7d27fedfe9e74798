import { AppShell, ScrollArea } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { OfflineNotice } from '@/shared/ui/offline-notice';
import { SignOutDialog } from '@/shared/ui/sign-out-dialog';
import { MiniNav } from './mini-nav';
import { NavDrawer } from './nav-drawer';
import { ShellHeader } from './shell-header';
import { shellSizes, shellText } from './strings';
import { headerHeight, useCompactHeader } from './use-compact-header';
import { useNavLayout } from './use-nav-layout';
import { useRoleMenu } from './use-role-menu';
import { VerticalNav } from './vertical-nav';

/**
 * Teacher, school, organization and admin: header, side menu (vertical 280 px or mini 88 px on
 * large screens) and a 280 px drawer below them, on the tinted app background.
 */
export function RoleLayout() {
  const items = useRoleMenu();
  const { layout, toggle } = useNavLayout();
  const compact = useCompactHeader();
  const { pathname, search } = useLocation();
  // The drawer remembers the page it was opened on, so any navigation closes it without an effect.
  const [drawerAt, setDrawerAt] = useState<string | null>(null);
  const drawerOpened = drawerAt === pathname;
  const [confirming, dialog] = useDisclosure(false);
  // One menu at a time: the side bar from lg up, the drawer below (never two «منوی اصلی» landmarks).
  const large = useMediaQuery('(min-width: 75em)', undefined, { getInitialValueInEffect: false });
  const closeDrawer = () => setDrawerAt(null);
  const signOut = () => {
    closeDrawer();
    dialog.open();
  };
  return (
    <AppShell
      header={{ height: headerHeight(compact) }}
      navbar={{
        width: layout === 'mini' ? shellSizes.mini : shellSizes.vertical,
        breakpoint: 'lg',
        collapsed: { mobile: true },
      }}
      padding="md"
    >
      <ShellHeader
        compact={compact}
        drawer={{ opened: drawerOpened, toggle: () => setDrawerAt(drawerOpened ? null : pathname) }}
        layout={{ value: layout, toggle }}
      />
      {large && (
        <AppShell.Navbar p={layout === 'mini' ? 'xs' : 'md'} aria-label={shellText.menu}>
          <AppShell.Section grow component={ScrollArea}>
            {layout === 'mini' ? (
              <MiniNav key={pathname} items={items} onSignOut={signOut} />
            ) : (
              <VerticalNav items={items} onSignOut={signOut} />
            )}
          </AppShell.Section>
        </AppShell.Navbar>
      )}
      <NavDrawer opened={drawerOpened && !large} onClose={closeDrawer} items={items} onSignOut={signOut} />
      {/* data-route: the page the shell shows (once the router has rendered it), for tools and tests. */}
      <AppShell.Main bg="var(--mantine-primary-color-0)" data-route={pathname + search}>
        <OfflineNotice />
        <Outlet />
      </AppShell.Main>
      <SignOutDialog opened={confirming} onClose={dialog.close} />
    </AppShell>
  );
}
