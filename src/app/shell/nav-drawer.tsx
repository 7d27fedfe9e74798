import { Box, CloseButton, Drawer, Group } from '@mantine/core';
import type { MenuItem } from '@/shared/navigation/menu-item';
import { shellSizes, shellText } from './strings';
import { VerticalNav } from './vertical-nav';

/**
 * The menu below large screens: a 280 px drawer with the vertical menu at touch size.
 * Built from Drawer's parts without Drawer.Header, which is a <header> — a second banner landmark.
 */
export function NavDrawer({
  opened,
  onClose,
  items,
  onSignOut,
}: {
  opened: boolean;
  onClose: () => void;
  items: MenuItem[];
  onSignOut: () => void;
}) {
  return (
    <Drawer.Root opened={opened} onClose={onClose} size={shellSizes.drawer}>
      <Drawer.Overlay />
      <Drawer.Content aria-label={shellText.menu}>
        <Drawer.Body pt="sm">
          <Group justify="flex-end">
            <CloseButton size={44} onClick={onClose} aria-label={shellText.closeMenu} />
          </Group>
          <Box component="nav" aria-label={shellText.menu}>
            <VerticalNav items={items} onSignOut={onSignOut} onNavigate={onClose} touch />
          </Box>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
