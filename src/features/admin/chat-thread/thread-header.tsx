import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ChatRole } from '@/api/generated/model';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { t } from './strings';

/** Who the admin is talking to: the screen's h1 (their name), their role in Persian and their school. */
export function ThreadHeader({ role, fullName, school }: { role: ChatRole; fullName: string; school: string }) {
  return (
    <Card withBorder radius="md" p="sm">
      <Group wrap="nowrap" gap="sm">
        <UserAvatar name={fullName} alt={t.avatarAlt(fullName)} size="md" />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {fullName}
          </Title>
          <Text size="sm" c="dimmed">
            {t.roleAndSchool(t.roles[role], school)}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
