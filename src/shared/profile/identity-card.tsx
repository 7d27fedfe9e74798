import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Profile } from '@/api/generated/model';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { displayNameOf } from './display-name';
import { profileText } from './strings';

export interface IdentityCardProps {
  profile: Profile;
  /** The section's accessible name. */
  label: string;
  /** The lines under the name (role and school, class, plan…). */
  children?: ReactNode;
  /** What follows the picture and name inside the card (none by default). */
  footer?: ReactNode;
}

/** Who is signed in, at the top of any role's profile: picture and name, then the role's own lines. */
export function IdentityCard({ profile, label, children, footer }: IdentityCardProps) {
  const name = displayNameOf(profile);
  return (
    <Paper component="section" aria-label={label} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group wrap="nowrap" gap="md" align="center">
        <UserAvatar name={name} picture={profile.profile_url} alt={profileText.avatarAlt(name)} size="xl" />
        <Stack gap={2} miw={0}>
          <Text fw={700} size="xl" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {children}
        </Stack>
      </Group>
      {footer}
    </Paper>
  );
}
