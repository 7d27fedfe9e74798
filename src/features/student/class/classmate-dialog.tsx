import { Group, Image, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useGetClassmateProfile } from '@/api/generated/endpoints/member/member';
import type { StudentPublicProfile } from '@/api/generated/model';
import { formatNumber } from '@/shared/digits';
import { QueryState } from '@/shared/ui/states';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { t } from './strings';

export interface ClassmateDialogProps {
  /** The classmate to show, or null for a closed dialog. */
  id: number | null;
  onClose: () => void;
  /** The school's gamification switch: without it cups and badges are not shown. */
  showRewards: boolean;
}

/** A classmate's public profile (cups, mastered skills, earned badges; never scores) in a dialog. */
export function ClassmateDialog({ id, onClose, showRewards }: ClassmateDialogProps) {
  const profile = useGetClassmateProfile(id ?? 0, { query: { enabled: id !== null } });
  const name = profile.data ? `${profile.data.first_name} ${profile.data.last_name}`.trim() : t.classmate.fallbackTitle;
  return (
    <Modal.Root opened={id !== null} onClose={onClose} centered size="md">
      <Modal.Overlay />
      <Modal.Content>
        {/* Mantine renders the header as <header>: inside a dialog it must not be a second banner landmark. */}
        <Modal.Header role="none">
          <Modal.Title fw={700}>{name}</Modal.Title>
          <Modal.CloseButton aria-label={t.classmate.close} size="lg" />
        </Modal.Header>
        <Modal.Body>
          <QueryState query={profile} loadingLabel={t.classmate.loading}>
            {(data) => <ClassmateDetails profile={data} name={name} showRewards={showRewards} />}
          </QueryState>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function ClassmateDetails({
  profile,
  name,
  showRewards,
}: {
  profile: StudentPublicProfile;
  name: string;
  showRewards: boolean;
}) {
  return (
    <Stack gap="md">
      <Group wrap="nowrap" gap="md">
        <UserAvatar name={name} picture={profile.profile_url} alt={t.avatarAlt(name)} size="xl" />
        <Text c="dimmed">{t.classmate.where(profile.class_name, profile.school_name)}</Text>
      </Group>
      <SimpleGrid cols={showRewards ? 2 : 1} spacing="sm" component="dl" m={0}>
        {showRewards && <Stat label={t.classmate.cups} value={profile.cups} />}
        <Stat label={t.classmate.skillsMastered} value={profile.skills_mastered} />
      </SimpleGrid>
      {showRewards && (
        <Stack gap="xs">
          <Text fw={700} component="h3" m={0} size="md">
            {t.classmate.badges}
          </Text>
          {profile.badges.length === 0 ? (
            <Text c="dimmed">{t.classmate.noBadges}</Text>
          ) : (
            <SimpleGrid component="ul" cols={{ base: 2, xs: 3 }} spacing="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {profile.badges.map((badge) => (
                <Stack component="li" key={badge.id} align="center" gap={4} ta="center">
                  {/* The title beside it names the badge, so the picture is decorative. */}
                  <Image src={badge.image_url} alt={''} w={48} h={48} fit="contain" />
                  <Text size="sm">{badge.title}</Text>
                </Stack>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={700} size="xl">
        {formatNumber(value)}
      </Text>
    </div>
  );
}
