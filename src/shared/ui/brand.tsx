import { Group, Text, ThemeIcon, type GroupProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { common } from '@/shared/i18n/common';
import { paths } from '@/shared/routing/paths';

/** A logo's mark and name in one 44 px link to the home page; extra props go to the Group. */
export function HomeLink({ children, ...props }: GroupProps & { children: ReactNode }) {
  return (
    <Group
      renderRoot={(rootProps) => <Link to={paths.home} {...rootProps} />}
      gap="xs"
      wrap="nowrap"
      c="inherit"
      td="none"
      mih={44}
      {...props}
    >
      {children}
    </Group>
  );
}

/** The product's mark and name, without a link (a family link's page leads nowhere else). */
export function BrandMark() {
  return (
    <Group gap="xs" wrap="nowrap" mih={44}>
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

/** The product's name and mark, linking to the home page. */
export function Brand() {
  return (
    <HomeLink>
      <BrandMark />
    </HomeLink>
  );
}
