import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { t } from './strings';

/** A page that has nothing to show for its address: its one h1, why, and ways on (the plans first). */
export function NotFoundPanel({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text>{lead}</Text>
      <Group gap="sm" mt="sm">
        <Button component={Link} to={paths.student.plans} mih={44}>
          {t.seePlans}
        </Button>
        {children}
      </Group>
    </Stack>
  );
}
