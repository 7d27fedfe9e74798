import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { StudentRecord } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';
import { toPersianDigits } from '@/shared/digits';
import { ProgressLine } from '@/shared/ui/progress-line';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { classPupilsText as t } from './strings';

/**
 * One class's pupils as cards: picture, name linking to the pupil's page, last activity, questions
 * answered and the mean SmartScore over all courses (the contract has no per-course score for a
 * class). The teacher's and the school's class pages pass their own pupil link.
 */
export function ClassPupilList({ pupils, hrefOf }: { pupils: StudentRecord[]; hrefOf: (pupilId: number) => string }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {pupils.map((pupil) => {
        const name = `${pupil.first_name} ${pupil.last_name}`.trim();
        return (
          <Paper component="li" key={pupil.id} withBorder radius="md" p="sm">
            <Stack gap="xs">
              <Group gap="sm" wrap="nowrap">
                <UserAvatar name={name} picture={pupil.profile_url} alt={t.avatarAlt(name)} size="md" />
                <Stack gap={0} miw={0}>
                  <Anchor
                    component={Link}
                    to={hrefOf(pupil.id)}
                    fw={700}
                    mih={44}
                    display="inline-flex"
                    style={{ alignItems: 'center' }}
                  >
                    {name}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {pupil.last_active_at ? t.lastActive(formatJalaliDate(pupil.last_active_at)) : t.neverActive}
                    {' · '}
                    {t.answered(toPersianDigits(pupil.questions_answered))}
                  </Text>
                </Stack>
              </Group>
              {pupil.average_smart_score === null ? (
                <Text size="sm">{t.noScore}</Text>
              ) : (
                <ProgressLine
                  label={t.score}
                  name={`${t.score} ${name}`}
                  value={Math.round(pupil.average_smart_score)}
                  role="meter"
                />
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
