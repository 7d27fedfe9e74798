import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ChatThread } from '@/api/generated/model';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { chatRoleNames, t } from './strings';

/** The other party: picture (initials), name as the screen's heading, role in Persian and school. */
export function ThreadHeader({ other }: { other: Pick<ChatThread, 'role' | 'full_name' | 'school_name'> }) {
  return (
    <Paper withBorder radius="lg" p="sm">
      <Group wrap="nowrap" gap="sm">
        <UserAvatar name={other.full_name} alt={t.avatarAlt(other.full_name)} size="md" />
        <Stack gap={0} miw={0}>
          <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {other.full_name}
          </Title>
          <Text size="sm" c="dimmed">
            {t.who(chatRoleNames[other.role], other.school_name)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
