import { Stack, Text, UnstyledButton } from '@mantine/core';
import type { PhoneUser } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';
import { t } from './strings';

/** The users sharing a phone, as large buttons; choosing one signs in as that user. */
export function UserPick({
  users,
  busy,
  onPick,
}: {
  users: PhoneUser[];
  busy: boolean;
  onPick: (username: string) => void;
}) {
  return (
    <Stack gap="xs" role="group" aria-label={t.otp.pickLabel}>
      <Text fw={600}>{t.otp.pickTitle}</Text>
      {users.map((user) => (
        <UnstyledButton
          key={user.username}
          onClick={() => onPick(user.username)}
          disabled={busy}
          p="sm"
          mih={56}
          style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Text fw={600}>{`${user.first_name} ${user.last_name}`.trim() || user.username}</Text>
          <Text size="sm" c="dimmed">{`${common.roles[user.role]} — ${user.school_name}`}</Text>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
