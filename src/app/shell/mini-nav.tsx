import { NavLink, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { MenuItem } from '@/shared/navigation/menu-item';
import { activePath, isSignOut } from '@/shared/navigation/menu-rules';
import { ItemLink } from './item-link';
import { NavIcon } from './nav-icon';
import classes from './mini-nav.module.css';
import { shellSizes } from './strings';

function Face({ item }: { item: MenuItem }) {
  return (
    <>
      <NavIcon name={item.icon} />
      <Text fz={11} fw={600} lh={1.3} ta="center" lineClamp={1}>
        {item.title}
      </Text>
    </>
  );
}

/** A parent of the mini menu: its children in a popover that opens on hover, click or Enter. */
function MiniParent({ item, active, onSignOut }: { item: MenuItem; active: string | null; onSignOut: () => void }) {
  const [opened, setOpened] = useState(false);
  // Opened by click or keyboard, focus moves into the popover; by hover, it stays where it was.
  const [trap, setTrap] = useState(false);
  const leaving = useTimeout(() => setOpened(false), 150);
  const close = () => setOpened(false);
  const hover = () => {
    leaving.clear();
    if (!opened) setTrap(false);
    setOpened(true);
  };
  // One of its children's pages, or a page of its section that no child holds (a class's page under «پایه‌ها»).
  const holdsActive = item.path === active || item.children!.some((c) => c.path === active);
  return (
    <Popover
      opened={opened}
      onDismiss={close}
      position="left-start"
      width={shellSizes.popover}
      shadow="md"
      trapFocus={trap}
      returnFocus
    >
      <Popover.Target>
        <UnstyledButton
          className={classes.item}
          data-active={holdsActive || undefined}
          aria-current={item.path === active ? 'true' : undefined}
          onClick={() => {
            setTrap(true);
            setOpened((o) => !o);
          }}
          onMouseEnter={hover}
          onMouseLeave={leaving.start}
          disabled={item.disabled}
        >
          <Face item={item} />
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown p={4} onMouseEnter={hover} onMouseLeave={leaving.start}>
        {item.children!.map((child) =>
          isSignOut(child) ? (
            <NavLink
              key={child.path}
              component="button"
              type="button"
              label={child.title}
              mih={34}
              onClick={() => {
                close();
                onSignOut();
              }}
            />
          ) : (
            <NavLink
              key={child.path}
              component={ItemLink}
              to={child.path}
              label={child.title}
              mih={34}
              disabled={child.disabled}
              active={child.path === active}
              aria-current={child.path === active ? 'page' : undefined}
            />
          ),
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * The 88 px icon menu (README, product rules: pages): 56 px items, children in 160 px hover popovers. Remounted on
 * every route change by its parent (key = pathname), which closes any open popover.
 */
export function MiniNav({ items, onSignOut }: { items: MenuItem[]; onSignOut: () => void }) {
  const { pathname } = useLocation();
  const active = activePath(items, pathname);
  return (
    <Stack gap={4} align="stretch">
      {items.map((item) =>
        item.children?.length ? (
          <MiniParent key={item.title} item={item} active={active} onSignOut={onSignOut} />
        ) : (
          <UnstyledButton
            key={item.path}
            component={ItemLink}
            to={item.path}
            className={classes.item}
            data-active={item.path === active || undefined}
            aria-current={item.path === active ? 'page' : undefined}
          >
            <Face item={item} />
          </UnstyledButton>
        ),
      )}
    </Stack>
  );
}
