import { Avatar, Group, Paper, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useGetProfile } from '@/api/generated/endpoints/member/member';
import type { Profile } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';
import { errors, messageOf } from '@/shared/i18n/errors';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { ProfileSections } from './profile-sections';
import { displayNameOf, initialsOf, pictureOf } from './profile-values';
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
  const theme = useMantineTheme();
  const name = displayNameOf(profile);
  const picture = pictureOf(profile);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group wrap="nowrap" gap="md">
        <Avatar
          src={picture}
          alt={t.avatarAlt(name)}
          aria-hidden={picture ? undefined : true}
          size="xl"
          variant="filled"
          color={theme.primaryColor}
        >
          {initialsOf(profile)}
        </Avatar>
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
