import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Classmate } from '@/api/generated/model';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { classmateHref, openedFromList } from './classmate-param';
import { t } from './strings';

export interface ClassmateListProps {
  classmates: Classmate[];
  /** The signed-in pupil, marked «(خودت)» in the list. */
  selfId: number | null;
}

/**
 * Classmates in the server's order, by name like the class register, with nothing compared: no
 * cups, no scores (a classmate's badges are in their dialog). Each is a real link to
 * `?classmate=ID`, so the dialog survives a reload and opens in a new tab too.
 */
export function ClassmateList({ classmates, selfId }: ClassmateListProps) {
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
                <Text fw={600} truncate miw={0}>
                  {mate.id === selfId ? t.self(name) : name}
                </Text>
              </Group>
            </Paper>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
