import { Alert, Image, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { getListAvatarsQueryKey, useListAvatars, useSelectAvatar } from '@/api/generated/endpoints/member/member';
import type { Avatar, Profile } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';
import { errors, messageOf } from '@/shared/i18n/errors';
import { notify } from '@/shared/ui/notify';
import { QueryState } from '@/shared/ui/states';
import { useKeepProfile } from '@/shared/profile/profile-data';
import { DECORATIVE, t } from './strings';

/** The ready-made avatars: the one in use is marked, those still locked say how many cups they need. */
export function AvatarPicker({ profile, onChanged }: { profile: Profile; onChanged: () => void }) {
  const avatars = useListAvatars();
  const select = useSelectAvatar();
  const keep = useKeepProfile();
  const queryClient = useQueryClient();
  const headingId = useId();

  const choose = (avatar: Avatar) =>
    select.mutate(
      { data: { avatar_id: avatar.id } },
      {
        onSuccess: ({ profile_url }) => {
          keep({ ...profile, profile_url });
          void queryClient.invalidateQueries({ queryKey: getListAvatarsQueryKey() });
          notify({ color: 'teal', message: t.avatar.changed });
          onChanged();
        },
      },
    );

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={3} size="h4" id={headingId}>
        {t.avatar.choose}
      </Title>
      <QueryState query={avatars}>
        {(data) => (
          <SimpleGrid component="ul" cols={{ base: 3, xs: 4 }} spacing="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.map((avatar) => (
              <li key={avatar.id}>
                <AvatarOption avatar={avatar} busy={select.isPending} onChoose={() => choose(avatar)} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      {select.isError && (
        <Alert color="red" title={common.errorTitle} role="alert" variant="light">
          {messageOf(select.error, errors.sendInformation)}
        </Alert>
      )}
    </Stack>
  );
}

function AvatarOption({ avatar, busy, onChoose }: { avatar: Avatar; busy: boolean; onChoose: () => void }) {
  return (
    <UnstyledButton
      onClick={onChoose}
      disabled={avatar.locked || busy}
      aria-pressed={avatar.selected}
      w="100%"
      h="100%"
      mih={44}
      p={6}
      ta="center"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        border: `2px solid ${avatar.selected ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-3)'}`,
        opacity: avatar.locked ? 0.7 : 1,
      }}
    >
      <Image src={avatar.image_url} alt={DECORATIVE} h={56} w={56} mx="auto" fit="contain" />
      <Text size="xs" fw={600} mt={4}>
        {avatar.title}
      </Text>
      {avatar.locked && (
        <Text size="xs" c="dimmed">
          {t.avatar.cupsNeeded(avatar.cups_required)}
        </Text>
      )}
      {avatar.selected && (
        <Text size="xs" c="var(--mantine-primary-color-filled)" fw={700}>
          {t.avatar.chosen}
        </Text>
      )}
    </UnstyledButton>
  );
}
