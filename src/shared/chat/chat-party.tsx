import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ChatThread } from '@/api/generated/model';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { chatText as t } from './strings';

/**
 * The other party of a conversation, over its thread: picture (initials), name as the screen's h1,
 * role in Persian and school. Support's thread page and the users' thread page share it.
 */
export function ChatParty({ other }: { other: Pick<ChatThread, 'role' | 'full_name' | 'school_name'> }) {
  return (
    <Paper withBorder radius="lg" p="sm">
      <Group wrap="nowrap" gap="sm">
        <UserAvatar name={other.full_name} alt={t.avatarAlt(other.full_name)} size="md" />
        <Stack gap={0} miw={0}>
          <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {other.full_name}
          </Title>
          <Text size="sm" c="dimmed">
            {t.roleAndSchool(t.roles[other.role], other.school_name)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
