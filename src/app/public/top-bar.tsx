import { Box, Burger, Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isAtOrUnder } from '@/shared/routing/match';
import { paths } from '@/shared/routing/paths';
import { navLinks } from './nav-links';
import { t } from './strings';
import { HeaderLogo } from './tenant-logo';

const loadDrawer = () => import('./mobile-drawer');
// The drawer (Drawer, NavLink, ScrollArea, focus trap) is only for phones and only once opened:
// it stays off every public page's first load (Lighthouse on `/`: LCP −0.2 s).
const MobileDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileDrawer })));

/** Bar height (README, product rules: constants — header 64 mobile, 80 desktop) and its gap from the top of the window. */
export const TOP_BAR = { height: { base: 64, md: 80 }, offset: 12 } as const;

/** Floating top bar of public pages: 90vw, 85 % opaque, links from md up, burger + drawer below. */
export function TopBar({ tenant }: { /** Force the tenant logo on or off; defaults to the host. */ tenant?: boolean }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Mounted from the first opening on, so closing still animates.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const { pathname } = useLocation();
  return (
    <Box
      component="header"
      pos="fixed"
      top={TOP_BAR.offset}
      left="5vw"
      w="90vw"
      h={TOP_BAR.height}
      px={{ base: 'sm', md: 'lg' }}
      style={{
        zIndex: 'var(--mantine-z-index-app)',
        borderRadius: 'var(--mantine-radius-lg)',
        // 0.85 opacity on the background only, so text and logo stay fully opaque (README, product rules: constants).
        background: 'color-mix(in srgb, var(--mantine-color-body) 85%, transparent)',
        backdropFilter: 'blur(8px)',
        boxShadow: 'var(--mantine-shadow-sm)',
      }}
    >
      <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
        {/* Brand and login keep their size (squeezed, they were clipped at md); the links' padding makes room. */}
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          <Burger
            hiddenFrom="md"
            opened={opened}
            onClick={() => {
              setDrawerWanted(true);
              toggle();
            }}
            // A head start: the drawer's code loads as the finger or pointer arrives.
            onPointerDown={() => void loadDrawer()}
            aria-label={opened ? t.closeMenu : t.openMenu}
            aria-expanded={opened}
            w={44}
            h={44}
          />
          <HeaderLogo tenant={tenant} />
        </Group>
        <Group component="nav" aria-label={t.nav.label} visibleFrom="md" gap={4} wrap="nowrap">
          {navLinks.map((link) => {
            const current = isAtOrUnder(pathname, link.to);
            return (
              <Button
                key={link.to}
                component={Link}
                to={link.to}
                variant={current ? 'light' : 'subtle'}
                aria-current={current ? 'page' : undefined}
                h={44}
                // Six links, the brand and login share one line from 992 px: narrow padding until lg.
                px={{ base: 'xs', lg: 'md' }}
              >
                {link.label}
              </Button>
            );
          })}
        </Group>
        <Button component={Link} to={paths.auth.login} h={44} style={{ flexShrink: 0 }}>
          {t.login}
        </Button>
      </Group>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileDrawer opened={opened} onClose={close} pathname={pathname} />
        </Suspense>
      )}
    </Box>
  );
}
