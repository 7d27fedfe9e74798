import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';

interface PickLinksProps {
  /** The navigation's accessible name. */
  label: string;
  /** The choices, each with the address that picks it. */
  items: { id: number; name: string; href: string }[];
  /** The picked item's id; undefined when none is (every choice drawn plain). */
  current: number | undefined;
}

/** Choices as links (the address holds the choice); the current one is filled and marked for assistive technology. */
export function PickLinks({ label, items, current }: PickLinksProps) {
  return (
    <Group component="nav" aria-label={label} gap="xs">
      {items.map((item) => (
        <Button
          key={item.id}
          component={Link}
          to={item.href}
          mih={44}
          variant={item.id === current ? 'filled' : 'default'}
          aria-current={item.id === current ? 'page' : undefined}
        >
          {item.name}
        </Button>
      ))}
    </Group>
  );
}
