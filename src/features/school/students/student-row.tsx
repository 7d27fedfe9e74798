import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { StudentRecord } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';
import { bandOf } from '@/shared/practice/feedback/smart-score';
import { bandText } from '@/shared/practice/feedback/strings';
import { paths } from '@/shared/routing/paths';
import { ProgressLine } from '@/shared/ui/progress-line';
import { useSchoolScope } from '@/shared/routing/use-school-scope';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { t } from './strings';

/**
 * One pupil of the school: the name links to the pupil's page (the manager's; the office has no
 * pupil page, README, product rules: pages, so it reads the name as text); class, questions answered, last
 * activity in Jalali, and the mean SmartScore with its band in words.
 */
export function StudentRow({ pupil }: { pupil: StudentRecord }) {
  const { role } = useSchoolScope();
  const name = `${pupil.first_name} ${pupil.last_name}`.trim();
  const score = pupil.average_smart_score === null ? null : Math.round(pupil.average_smart_score);
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={name}>
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <UserAvatar name={name} picture={pupil.profile_url} alt={t.list.avatarAlt(name)} size="md" />
          <Stack gap={0} miw={0}>
            {role === 'school' ? (
              <Anchor component={Link} to={paths.school.studentHref(pupil.id)} {...nameStyle}>
                {name}
              </Anchor>
            ) : (
              <Text {...nameStyle}>{name}</Text>
            )}
            <Text size="sm" c="dimmed">
              {t.list.classAndAnswered(pupil.class?.name ?? t.list.noClass, pupil.questions_answered)}
            </Text>
            <Text size="sm" c="dimmed">
              {pupil.last_active_at ? t.list.lastActive(formatJalaliDate(pupil.last_active_at)) : t.list.neverActive}
            </Text>
          </Stack>
        </Group>
        {score === null ? (
          <Text size="sm">{t.list.noScore}</Text>
        ) : (
          <ProgressLine
            label={t.list.score}
            name={t.list.scoreOf(name)}
            value={score}
            valueText={t.list.scoreText(score, bandText[bandOf(score)])}
            role="meter"
          />
        )}
      </Stack>
    </Paper>
  );
}

const nameStyle = {
  fw: 700,
  mih: 44,
  display: 'inline-flex',
  style: { alignItems: 'center', overflowWrap: 'anywhere' },
} as const;
