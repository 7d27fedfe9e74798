import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Classmate } from '@/api/generated/model';
import { formatNumber } from '@/shared/digits';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { classmateHref, openedFromList } from './classmate-param';
import { t } from './strings';

export interface ClassmateListProps {
  classmates: Classmate[];
  /** The signed-in pupil, marked «(خودت)» in the list. */
  selfId: number | null;
  /** The school's gamification switch: without it cups and badges are not shown. */
  showRewards: boolean;
}

/**
 * Classmates in the server's order (by cups, the only thing compared; scores stay private). Each
 * is a real link to `?classmate=ID`, so the dialog survives a reload and opens in a new tab too.
 */
export function ClassmateList({ classmates, selfId, showRewards }: ClassmateListProps) {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {classmates.map((mate) => {
        const name = `${mate.first_name} ${mate.last_name}`.trim();
        return (
          <li key={mate.id}>
            <Paper
              component={Link}
              to={classmateHref(mate.id)}
              state={openedFromList}
              withBorder
              radius="md"
              p="sm"
              mih={64}
              display="block"
              c="inherit"
              td="none"
            >
              <Group wrap="nowrap" gap="sm">
                <UserAvatar name={name} picture={mate.profile_url} alt={t.avatarAlt(name)} size={48} />
                <Stack gap={2} miw={0}>
                  <Text fw={600} truncate>
                    {mate.id === selfId ? t.self(name) : name}
                  </Text>
                  {showRewards && (
                    <Text size="sm" c="dimmed">
                      {t.rewards(formatNumber(mate.cups), formatNumber(mate.badges_count))}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Paper>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
