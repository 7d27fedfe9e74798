import { Group, Paper, Stack, Text } from '@mantine/core';
import type { Profile } from '@/api/generated/model';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { displayNameOf, roleAndSchoolOf } from './profile-values';
import { t } from './strings';

/** Who is signed in: picture, name, role in Persian and school; a teacher's classes too. */
export function IdentityCard({ profile }: { profile: Profile }) {
  const name = displayNameOf(profile);
  const classes = profile.classes.map((item) => item.name);

  return (
    <Paper component="section" aria-label={t.identity.label} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group wrap="nowrap" gap="md" align="center">
        <UserAvatar name={name} picture={profile.profile_url} alt={t.avatarAlt(name)} size="xl" />
        <Stack gap={2} miw={0}>
          <Text fw={700} size="xl" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text c="dimmed">{t.identity.roleAtSchool(roleAndSchoolOf(profile))}</Text>
          {classes.length > 0 && <Text size="sm">{t.identity.classes(classes)}</Text>}
        </Stack>
      </Group>
    </Paper>
  );
}
