import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useGetSchoolStudentRecords } from '@/api/generated/endpoints/school/school';
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
 * The class's pupils with their mean SmartScore, each linking to the pupil's page. The class-info
 * call only counts pupils, so the school's pupil records are asked with `classId`.
 */
export function ClassPupils({ classId }: { classId: number }) {
  const records = useGetSchoolStudentRecords({ classId, page: 1, size: CLASS_SIZE });
  return (
    <Stack component="section" aria-labelledby="school-class-pupils" gap="sm">
      <Title id="school-class-pupils" order={2} size="h3">
        {t.pupils.heading}
      </Title>
      {records.isPending || (records.isError && records.isFetching) ? (
        <LoadingState />
      ) : records.isError ? (
        <ErrorState message={messageOf(records.error, errors.fetchData)} onRetry={() => void records.refetch()} />
      ) : records.data.results.length === 0 ? (
        <EmptyState title={t.pupils.empty.title} />
      ) : (
        <>
          <Text c="dimmed" size="sm">
            {t.pupils.note}
          </Text>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {records.data.results.map((pupil) => {
              const name = `${pupil.first_name} ${pupil.last_name}`.trim();
              return (
                <Paper component="li" key={pupil.id} withBorder radius="md" p="sm">
                  <Stack gap="xs">
                    <Group gap="sm" wrap="nowrap">
                      <UserAvatar name={name} picture={pupil.profile_url} alt={t.pupils.avatarAlt(name)} size="md" />
                      <Stack gap={0} miw={0}>
                        <Anchor
                          component={Link}
                          to={paths.school.studentHref(pupil.id)}
                          fw={700}
                          mih={44}
                          display="inline-flex"
                          style={{ alignItems: 'center' }}
                        >
                          {name}
                        </Anchor>
                        <Text size="sm" c="dimmed">
                          {pupil.last_active_at
                            ? t.pupils.lastActive(formatJalaliDate(pupil.last_active_at))
                            : t.pupils.neverActive}
                          {' · '}
                          {t.pupils.answered(toPersianDigits(pupil.questions_answered))}
                        </Text>
                      </Stack>
                    </Group>
                    {pupil.average_smart_score === null ? (
                      <Text size="sm">{t.pupils.noScore}</Text>
                    ) : (
                      <ProgressLine
                        label={t.pupils.score}
                        name={`${t.pupils.score} ${name}`}
                        value={Math.round(pupil.average_smart_score)}
                        role="meter"
                      />
                    )}
                  </Stack>
                </Paper>
              );
            })}
          </Stack>
        </>
      )}
    </Stack>
  );
}
