import { ActionIcon, AppShell, Burger, Group, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { SearchButton } from '@/app/search/search-button';
import { SettingsButton } from '@/app/settings/settings-button';
import { useSession } from '@/shared/auth/session-context';
import { Brand } from '@/shared/ui/brand';
import { shellText } from './strings';
import type { NavLayout } from './use-nav-layout';

// Lazy: the link's unread call brings the chat endpoints' chunk, which a pupil's first paint does
// not need (the bench's /student budget); the link shows a moment after the header.
const MessagesButton = lazy(() => import('./messages-button').then((m) => ({ default: m.MessagesButton })));

/** Props of the signed-in header; every control is optional so the student layout can omit the menu ones. */
export interface ShellHeaderProps {
  /** Compact (64 px, shadow) after scrolling on desktop (default false). */
  compact?: boolean;
  /** Mobile drawer state; without it no burger shows. */
  drawer?: { opened: boolean; toggle: () => void };
  /** Large-screen layout toggle; without it no toggle shows. */
  layout?: { value: NavLayout; toggle: () => void };
}

function ToggleIcon({ mini }: { mini: boolean }) {
  return (
    <svg aria-hidden width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8}>
      <path d={mini ? 'M4 6h16M4 12h16M4 18h16' : 'M4 6h4M4 12h4M4 18h4M12 6h8v12h-8z'} />
    </svg>
  );
}

/** The signed-in header: menu controls, brand, search, messages, settings and the user's name. */
export function ShellHeader({ compact = false, drawer, layout }: ShellHeaderProps) {
  const { user } = useSession();
  const name = user ? `${user.first_name} ${user.last_name}`.trim() || user.username : '';
  return (
    <AppShell.Header
      // Narrower padding and gaps on phones: burger, brand and four 44 px controls share 360 px.
      px={{ base: 'xs', sm: 'md' }}
      style={{
        boxShadow: compact ? 'var(--mantine-shadow-md)' : undefined,
        transition: 'box-shadow 150ms, height 150ms',
      }}
    >
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Group gap={4} wrap="nowrap">
          {drawer && (
            <Burger
              opened={drawer.opened}
              onClick={drawer.toggle}
              hiddenFrom="lg"
              size="sm"
              aria-label={shellText.openMenu}
              aria-expanded={drawer.opened}
              w={44}
              h={44}
            />
          )}
          {layout && (
            <ActionIcon
              visibleFrom="lg"
              variant="subtle"
              color="gray"
              size={44}
              radius="xl"
              onClick={layout.toggle}
              aria-label={layout.value === 'mini' ? shellText.toVertical : shellText.toMini}
            >
              <ToggleIcon mini={layout.value === 'mini'} />
            </ActionIcon>
          )}
          <Brand />
        </Group>
        <Group gap={0} wrap="nowrap">
          <SearchButton />
          <Suspense fallback={null}>
            <MessagesButton />
          </Suspense>
          <SettingsButton />
          {name && (
            <Text visibleFrom="sm" fw={500} ms="xs">
              {name}
            </Text>
          )}
        </Group>
      </Group>
    </AppShell.Header>
  );
}
