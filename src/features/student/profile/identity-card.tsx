import { Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Profile } from '@/api/generated/model';
import { IdentityCard } from '@/shared/profile/identity-card';
import { AvatarDialog } from './avatar-dialog';
import { classAtSchoolOf, planOf } from './profile-values';
import { t } from './strings';

/** The pupil at the top of the overview: picture, name, class and school, plan; the picture can be changed. */
export function PupilIdentityCard({ profile }: { profile: Profile }) {
  const [opened, { open, close }] = useDisclosure(false);
  const classAtSchool = classAtSchoolOf(profile);
  const plan = planOf(profile.plan);

  return (
    <IdentityCard
      profile={profile}
      label={t.identity.label}
      footer={
        <>
          <Button mt="md" variant="light" mih={44} onClick={open}>
            {t.identity.changePicture}
          </Button>
          <AvatarDialog opened={opened} onClose={close} profile={profile} />
        </>
      }
    >
      {classAtSchool && <Text c="dimmed">{classAtSchool}</Text>}
      <Text size="sm">{t.identity.planLine(plan.title, plan.line)}</Text>
    </IdentityCard>
  );
}
