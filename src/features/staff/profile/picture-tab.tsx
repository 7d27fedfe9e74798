import { Group, Stack, Text, Title } from '@mantine/core';
import { PictureUpload } from '@/shared/profile/picture-upload';
import { ProfileGate } from '@/shared/profile/profile-gate';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { displayNameOf } from '@/shared/profile/display-name';
import { t } from './strings';

/** Staff have no avatar gallery (that is the pupils' reward), so the picture is the upload alone. */
const stay = () => {};

/** ?tab=picture: the current picture and a new one under the shared rules (set-profile-picture). */
export function PictureTab() {
  return (
    <ProfileGate>
      {(profile) => {
        const name = displayNameOf(profile);
        return (
          <Stack gap="md" maw={520}>
            <Title order={2} size="h3">
              {t.tabs.names.picture}
            </Title>
            <Group gap="md" wrap="nowrap">
              <UserAvatar name={name} picture={profile.profile_url} alt={t.avatarAlt(name)} size={96} />
              <Text size="sm" c="dimmed">
                {t.picture.hint}
              </Text>
            </Group>
            <PictureUpload profile={profile} onChanged={stay} title={t.picture.upload} />
          </Stack>
        );
      }}
    </ProfileGate>
  );
}
