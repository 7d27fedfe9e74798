import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useListTeacherStudentRecords } from '@/api/generated/endpoints/teacher/teacher';
import type { Grade } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';
import { toPersianDigits } from '@/shared/digits';
import { errors, messageOf } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { ProgressLine } from '@/shared/ui/progress-line';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { t } from './strings';

/** A primary class has at most about 35 pupils (the contract), so one page of 100 holds it. */
const CLASS_SIZE = 100;

/**
 * The class's pupils with their SmartScore. The contract has no per-course score for a whole
 * class, so the row shows the pupil's mean over all courses and links to their page for this
 * course (per skill, with history).
 */
export function StudentsTab({ classId, courseId, grade }: { classId: number; courseId: number; grade: Grade }) {
  const records = useListTeacherStudentRecords({ classId, page: 1, size: CLASS_SIZE });
  if (records.isPending || (records.isError && records.isFetching)) return <LoadingState />;
  if (records.isError)
    return <ErrorState message={messageOf(records.error, errors.fetchData)} onRetry={() => void records.refetch()} />;
  if (records.data.results.length === 0) return <EmptyState title={t.students.empty.title} />;

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t.students.heading}
      </Title>
      <Text c="dimmed" size="sm">
        {t.students.note}
      </Text>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {records.data.results.map((pupil) => {
          const name = `${pupil.first_name} ${pupil.last_name}`.trim();
          return (
            <Paper component="li" key={pupil.id} withBorder radius="md" p="sm">
              <Stack gap="xs">
                <Group gap="sm" wrap="nowrap">
                  <UserAvatar name={name} picture={pupil.profile_url} alt={t.channel.avatarAlt(name)} size="md" />
                  <Stack gap={0} miw={0}>
                    <Anchor
                      component={Link}
                      to={paths.teacher.studentCourseHref(pupil.id, grade, courseId)}
                      fw={700}
                      mih={44}
                      display="inline-flex"
                      style={{ alignItems: 'center' }}
                    >
                      {name}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {pupil.last_active_at
                        ? t.students.lastActive(formatJalaliDate(pupil.last_active_at))
                        : t.students.neverActive}
                      {' · '}
                      {t.students.answered(toPersianDigits(pupil.questions_answered))}
                    </Text>
                  </Stack>
                </Group>
                {pupil.average_smart_score === null ? (
                  <Text size="sm">{t.students.noScore}</Text>
                ) : (
                  <ProgressLine
                    label={t.students.score}
                    name={`${t.students.score} ${name}`}
                    value={Math.round(pupil.average_smart_score)}
                    role="meter"
                  />
                )}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
