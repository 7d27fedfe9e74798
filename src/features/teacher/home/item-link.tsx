import { Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';

interface ItemLinkProps {
  to: string;
  title: string;
  /** Lines under the title: class, course, dates, numbers. */
  details: string[];
}

/** One list item as a whole-card link (≥ 44 px), its title first so the link's name starts with it. */
export function ItemLink({ to, title, details }: ItemLinkProps) {
  return (
    <li>
      <UnstyledButton
        component={Link}
        to={to}
        display="block"
        w="100%"
        mih={44}
        p="sm"
        style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}
      >
        <Text fw={700}>{title}</Text>
        {details.map((line) => (
          <Text key={line} size="sm" c="dimmed">
            {line}
          </Text>
        ))}
      </UnstyledButton>
    </li>
  );
}
