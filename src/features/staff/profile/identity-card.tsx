import { Text } from '@mantine/core';
import type { Profile } from '@/api/generated/model';
import { IdentityCard } from '@/shared/profile/identity-card';
import { roleAndSchoolOf } from './profile-values';
import { t } from './strings';

/** Who is signed in: picture, name, role in Persian and school; a teacher's classes too. */
export function StaffIdentityCard({ profile }: { profile: Profile }) {
  const classes = profile.classes.map((item) => item.name);

  return (
    <IdentityCard profile={profile} label={t.identity.label}>
      <Text c="dimmed">{t.identity.roleAtSchool(roleAndSchoolOf(profile))}</Text>
      {classes.length > 0 && <Text size="sm">{t.identity.classes(classes)}</Text>}
    </IdentityCard>
  );
}
