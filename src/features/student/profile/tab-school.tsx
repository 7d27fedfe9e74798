import { Stack, Text, Title } from '@mantine/core';
import { useGetMyClassProfile } from '@/api/generated/endpoints/member/member';
import type { Profile } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';
import { queryPhase } from '@/shared/ui/query-phase';
import { queryFallback } from '@/shared/ui/states';
import { ProfileGate } from '@/shared/profile/profile-gate';
import { gradeOf, orNotSet } from './profile-values';
import { ReadOnlyList, ReadOnlyRow } from './read-only-list';
import { t } from './strings';

/** /profile/school: school, class, grade and the class's teacher, read-only (the school records them). */
export function SchoolTab() {
  return <ProfileGate>{(profile) => <SchoolDetails profile={profile} />}</ProfileGate>;
}

function SchoolDetails({ profile }: { profile: Profile }) {
  const classId = profile.class?.id;
  // The teacher's name is on the class page's call; a pupil without a class has none to ask.
  const classPage = useGetMyClassProfile(classId ?? 0, { query: { enabled: classId !== undefined } });
  const phase = classId === undefined ? null : queryPhase(classPage);
  const teacher =
    phase === null
      ? t.notSet
      : phase === 'loading'
        ? common.loading
        : phase === 'error'
          ? t.school.teacherFailed
          : orNotSet(classPage.data?.teacher_name);

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t.tabs.names.school}
      </Title>
      <ReadOnlyList>
        <ReadOnlyRow label={t.fields.school}>{orNotSet(profile.school_name)}</ReadOnlyRow>
        <ReadOnlyRow label={t.fields.className}>{orNotSet(profile.class?.name)}</ReadOnlyRow>
        <ReadOnlyRow label={t.fields.grade}>{gradeOf(profile)}</ReadOnlyRow>
        <ReadOnlyRow label={t.fields.teacher}>{teacher}</ReadOnlyRow>
      </ReadOnlyList>
      {/* The rows above stand; only the teacher's name failed, with its retry below them. */}
      {phase === 'error' && queryFallback([classPage])}
      <Text size="sm" c="dimmed">
        {t.school.readOnlyNote}
      </Text>
    </Stack>
  );
}
