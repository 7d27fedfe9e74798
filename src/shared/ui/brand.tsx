import { Group, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router-dom';
import { common } from '@/shared/i18n/common';
import { paths } from '@/shared/routing/paths';

/** The product's name and mark, linking to the home page. */
export function Brand() {
  return (
    <Group
      renderRoot={(props) => <Link to={paths.home} {...props} />}
      gap="xs"
      wrap="nowrap"
      c="inherit"
      td="none"
      mih={44}
    >
      <ThemeIcon size="lg" radius="md" aria-hidden>
        <svg viewBox="0 0 64 64" width="22" height="22" fill="currentColor">
          <path d="M16 44V20l16 8 16-8v24l-16 8z" />
        </svg>
      </ThemeIcon>
      <Text fw={800} size="lg">
        {common.appName}
      </Text>
    </Group>
  );
}
