import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useGetProfile } from '@/api/generated/endpoints/member/member';
import type { Profile } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';
import { errors, messageOf } from '@/shared/i18n/errors';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { ProfileSections } from './profile-sections';
import { displayNameOf } from './profile-values';
import { t } from './strings';

/** /profile — the student's own details, read with `isVisitingProfilePage` so the visit is counted. */
export function ProfileOverviewScreen() {
  useDocumentTitle(t.documentTitle);
  const profile = useGetProfile({ isVisitingProfilePage: true });

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t.title}
      </Title>
      {profile.isPending || (profile.isError && profile.isFetching) ? (
        <LoadingState />
      ) : profile.isError ? (
        <ErrorState message={messageOf(profile.error, errors.profile)} onRetry={() => void profile.refetch()} />
      ) : (
        <>
          <Identity profile={profile.data} />
          <ProfileSections profile={profile.data} />
        </>
      )}
    </Stack>
  );
}

/** Picture (or initials), name and role at the top. */
function Identity({ profile }: { profile: Profile }) {
  const name = displayNameOf(profile);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group wrap="nowrap" gap="md">
        <UserAvatar name={name} picture={profile.profile_url} alt={t.avatarAlt(name)} size="xl" />
        <div>
          <Text fw={700} size="xl">
            {name}
          </Text>
          <Text c="dimmed">{common.roles[profile.role]}</Text>
        </div>
      </Group>
    </Paper>
  );
}
