import { Drawer, NavLink, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { isAtOrUnder } from '@/shared/routing/match';
import { navLinks } from './nav-links';
import { t } from './strings';

interface MobileDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** Current path, to mark the open page. */
  pathname: string;
}

/** Below md the top bar's links live here; following one closes the drawer (README, product rules: pages). */
export function MobileDrawer({ opened, onClose, pathname }: MobileDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={280}
      title={t.drawerTitle}
      closeButtonProps={{ 'aria-label': t.closeMenu, size: 44 }}
      hiddenFrom="md"
      // Mantine draws the drawer's header as <header>; in the body portal that is a second banner landmark.
      attributes={{ header: { role: 'none' } }}
    >
      <Stack component="nav" aria-label={t.nav.label} gap={4}>
        {navLinks.map((link) => {
          const current = isAtOrUnder(pathname, link.to);
          return (
            <NavLink
              key={link.to}
              component={Link}
              to={link.to}
              label={link.label}
              active={current}
              aria-current={current ? 'page' : undefined}
              onClick={onClose}
              mih={44}
            />
          );
        })}
      </Stack>
    </Drawer>
  );
}
