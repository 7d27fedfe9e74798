import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Profile } from '@/api/generated/model';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { AvatarDialog } from './avatar-dialog';
import { classAtSchoolOf, displayNameOf, planEndOf, planOf } from './profile-values';
import { t } from './strings';

/** The pupil at the top of the overview: picture, name, class and school, plan; the picture can be changed. */
export function IdentityCard({ profile }: { profile: Profile }) {
  const [opened, { open, close }] = useDisclosure(false);
  const name = displayNameOf(profile);
  const classAtSchool = classAtSchoolOf(profile);
  const plan = planOf(profile.plan);

  return (
    <Paper component="section" aria-label={t.identity.label} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group wrap="nowrap" gap="md" align="center">
        <UserAvatar name={name} picture={profile.profile_url} alt={t.avatarAlt(name)} size="xl" />
        <Stack gap={2} miw={0}>
          <Text fw={700} size="xl" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {classAtSchool && <Text c="dimmed">{classAtSchool}</Text>}
          <Text size="sm">{t.identity.planLine(plan.title, planEndOf(plan))}</Text>
        </Stack>
      </Group>
      <Button mt="md" variant="light" mih={44} onClick={open}>
        {t.identity.changePicture}
      </Button>
      <AvatarDialog opened={opened} onClose={close} profile={profile} />
    </Paper>
  );
}
