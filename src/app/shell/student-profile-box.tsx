import { Button, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useSession } from '@/shared/auth/session-context';
import { paths } from '@/shared/routing/paths';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { profileBoxText, shellText } from './strings';

/** The student's card at the top of the side menu: picture, name, account settings and sign-out. */
export function StudentProfileBox({ onSignOut }: { onSignOut: () => void }) {
  const { user } = useSession();
  const name = user ? `${user.first_name} ${user.last_name}`.trim() || user.username : '';
  return (
    <Paper component="section" aria-label={shellText.profileBox} withBorder radius="lg" p="md">
      <Stack align="center" gap="xs">
        <UserAvatar name={name} picture={user?.profile_url} alt={shellText.avatar(name)} size={64} />
        <Text fw={700}>{name}</Text>
        {user?.class && (
          <Text size="sm" c="dimmed">
            {user.class.name}
          </Text>
        )}
        <Button component={Link} to={paths.student.profile} variant="light" fullWidth>
          {profileBoxText.settings}
        </Button>
        <Button variant="subtle" color="red" fullWidth onClick={onSignOut}>
          {profileBoxText.signOut}
        </Button>
      </Stack>
    </Paper>
  );
}
