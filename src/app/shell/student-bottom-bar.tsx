import { Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import type { MenuItem } from '@/shared/navigation/menu-item';
import { activePath } from '@/shared/navigation/menu-rules';
import { ItemLink } from './item-link';
import classes from './mini-nav.module.css';
import { NavIcon } from './nav-icon';
import { shellSizes, shellText } from './strings';

/**
 * Below 1024 px the student moves with a fixed, centred bar (max 400 px) of the four menu
 * entries — home, lesson, homework, account — each at least 44 px, the current one marked.
 */
export function StudentBottomBar({ items }: { items: MenuItem[] }) {
  const { pathname } = useLocation();
  const active = activePath(items, pathname);
  return (
    <Paper
      component="nav"
      data-app-chrome
      aria-label={shellText.bottomBar}
      shadow="md"
      radius="xl"
      withBorder
      pos="fixed"
      bottom={8}
      left={0}
      right={0}
      mx="auto"
      maw={shellSizes.bottomBar}
      w="calc(100% - 16px)"
      p={4}
      style={{ zIndex: 'var(--mantine-z-index-app)' }}
    >
      <Group grow gap={4} wrap="nowrap">
        {items.map((item) => (
          <UnstyledButton
            key={item.path}
            component={ItemLink}
            to={item.path}
            className={classes.item}
            data-active={item.path === active || undefined}
            aria-current={item.path === active ? 'page' : undefined}
          >
            <NavIcon name={item.icon} />
            <Text fz={12} fw={600} lh={1.3}>
              {item.title}
            </Text>
          </UnstyledButton>
        ))}
      </Group>
    </Paper>
  );
}
