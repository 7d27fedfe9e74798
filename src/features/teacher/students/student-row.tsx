import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Course, StudentRecord } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';
import { bandOf } from '@/shared/practice/feedback/smart-score';
import { bandText } from '@/shared/practice/feedback/strings';
import { paths } from '@/shared/routing/paths';
import { ProgressLine } from '@/shared/ui/progress-line';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { t } from './strings';

/**
 * One pupil: name, class, questions answered and last activity, the year's mean SmartScore with its
 * band in words, and one link per course the teacher teaches in the pupil's class (a record carries
 * no course, so `courses` comes from the teacher's class cards).
 */
export function StudentRow({ pupil, courses }: { pupil: StudentRecord; courses: readonly Course[] }) {
  const name = `${pupil.first_name} ${pupil.last_name}`.trim();
  const klass = pupil.class;
  const score = pupil.average_smart_score === null ? null : Math.round(pupil.average_smart_score);
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={name}>
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <UserAvatar name={name} picture={pupil.profile_url} alt={t.list.avatarAlt(name)} size="md" />
          <Stack gap={0} miw={0}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Text size="sm" c="dimmed">
              {t.list.classAndAnswered(klass?.name ?? t.list.noClass, pupil.questions_answered)}
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
        {klass && courses.length > 0 ? (
          <Group
            component="ul"
            aria-label={t.list.coursesLabel(name)}
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {courses.map((course) => (
              <li key={course.id}>
                <Anchor
                  component={Link}
                  to={paths.teacher.studentCourseHref(pupil.id, klass.grade, course.id)}
                  aria-label={t.list.courseLink(name, course.name)}
                  mih={44}
                  px="sm"
                  display="inline-flex"
                  style={{
                    alignItems: 'center',
                    border: '1px solid var(--mantine-color-default-border)',
                    borderRadius: 999,
                  }}
                >
                  {course.name}
                </Anchor>
              </li>
            ))}
          </Group>
        ) : (
          klass && <Text size="sm">{t.list.noCourses}</Text>
        )}
      </Stack>
    </Paper>
  );
}
