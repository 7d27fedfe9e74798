import { NavLink, Stack } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import type { MenuItem } from '@/shared/navigation/menu-item';
import { activePath, isSignOut } from '@/shared/navigation/menu-rules';
import { ItemLink } from './item-link';
import { NavIcon } from './nav-icon';

interface NavProps {
  items: MenuItem[];
  /** Opens the sign-out confirmation; sign-out never navigates to /exit directly. */
  onSignOut: () => void;
  /** Called when a link is followed — the drawer closes even when the link is the current page. */
  onNavigate?: () => void;
  /** Touch layout (mobile drawer): every row 44 px instead of the spec's 36 px sub-items (default false). */
  touch?: boolean;
}

type LeafProps = Omit<NavProps, 'items' | 'touch'> & { item: MenuItem; active: string | null; height: number };

function Leaf({ item, active, height, onSignOut, onNavigate }: LeafProps) {
  const shared = {
    label: item.title,
    description: item.caption,
    rightSection: item.info,
    leftSection: <NavIcon name={item.icon} />,
    disabled: item.disabled,
    mih: height,
  };
  if (isSignOut(item)) return <NavLink component="button" type="button" onClick={onSignOut} {...shared} />;
  const isActive = active === item.path;
  return (
    <NavLink
      component={ItemLink}
      to={item.path}
      active={isActive}
      aria-current={isActive ? 'page' : undefined}
      onClick={onNavigate}
      {...shared}
    />
  );
}

/** The full-width side menu (280 px): parents open and close by click (README, product rules: pages). */
export function VerticalNav({ items, touch = false, ...handlers }: NavProps) {
  const { pathname } = useLocation();
  const active = activePath(items, pathname);
  return (
    <Stack gap={4}>
      {items.map((item) =>
        item.children?.length ? (
          <NavLink
            key={item.title}
            component="button"
            type="button"
            label={item.title}
            leftSection={<NavIcon name={item.icon} />}
            disabled={item.disabled}
            mih={44}
            // A page of the group's section that none of its children holds (a class's page under «پایه‌ها»).
            active={item.path === active}
            aria-current={item.path === active ? 'true' : undefined}
            // The account opens by default so sign-out is one click away; others open when they hold the page.
            defaultOpened={item.isAccount || item.children.some((c) => c.path === active)}
            childrenOffset="md"
          >
            {item.children.map((child) => (
              <Leaf key={child.path} item={child} active={active} height={touch ? 44 : 36} {...handlers} />
            ))}
          </NavLink>
        ) : (
          <Leaf key={item.path} item={item} active={active} height={44} {...handlers} />
        ),
      )}
    </Stack>
  );
}
