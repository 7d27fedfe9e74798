import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from 'react-router-dom';
import { useGetSchoolStudent } from '@/api/generated/endpoints/school/school';
import type { SchoolStudent } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';
import { formatNumber, parseId } from '@/shared/digits';
import { common } from '@/shared/i18n/common';
import { messageOf } from '@/shared/i18n/errors';
import { bandOf } from '@/shared/practice/feedback/smart-score';
import { bandText } from '@/shared/practice/feedback/strings';
import { paths } from '@/shared/routing/paths';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { ErrorState, LoadingState, queryFallback } from '@/shared/ui/states';
import { CourseScores } from './course-scores';
import { RecentSkills } from './recent-skills';
import { t } from './strings';

/**
 * /school/student/{studentId} — one pupil of the school across courses: headline figures, each
 * course's mean SmartScore and skills, and the skills practised most recently. A pupil of another
 * school answers 404 like a malformed address.
 */
export function StudentScreen() {
  const studentId = parseId(useParams().studentId);
  const query = useGetSchoolStudent(studentId ?? 0, { query: { enabled: studentId !== null } });
  const name = query.data ? `${query.data.first_name} ${query.data.last_name}`.trim() : undefined;
  useDocumentTitle(t.pupil.documentTitle(name));
  const notFound = studentId === null || query.error?.status === 404;

  return (
    <Stack gap="lg">
      <Anchor
        component={Link}
        to={paths.school.students}
        mih={44}
        display="inline-flex"
        style={{ alignItems: 'center', alignSelf: 'flex-start' }}
      >
        {t.pupil.back}
      </Anchor>
      {query.isSuccess && name ? (
        <Pupil data={query.data} name={name} />
      ) : (
        <>
          <ScreenHeading title={t.pupil.fallbackTitle} />
          {notFound ? (
            <ErrorState message={messageOf(query.error, t.pupil.notFound)} />
          ) : (
            (queryFallback([query]) ?? <LoadingState />)
          )}
        </>
      )}
    </Stack>
  );
}

function Pupil({ data, name }: { data: SchoolStudent; name: string }) {
  const score = data.average_smart_score === null ? null : Math.round(data.average_smart_score);
  const klass = data.class;
  return (
    <>
      <ScreenHeading
        title={name}
        subtitle={
          <>
            {klass ? t.pupil.classInfo(klass.name, common.grades[klass.grade]) : t.pupil.noClassInfo}{' '}
            {/* A username is typed as it is: it reads left to right inside the Persian line. */}
            <span dir="ltr">{data.username}</span>
          </>
        }
      />
      <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" m={0}>
        {(
          [
            [
              t.pupil.average,
              score === null ? t.pupil.noAverage : t.pupil.averageValue(score, bandText[bandOf(score)]),
            ],
            [t.pupil.answered, formatNumber(data.questions_answered)],
            [t.pupil.time, t.pupil.duration(data.time_spent_seconds)],
            [t.pupil.homework, t.pupil.ofTotal(data.homework_done, data.homework_total)],
            [t.pupil.badges, formatNumber(data.badges_count)],
            [t.pupil.cups, formatNumber(data.cups_count)],
            [t.pupil.lastActive, data.last_active_at ? formatJalaliDate(data.last_active_at) : t.pupil.neverActive],
          ] as const
        ).map(([label, value]) => (
          <Paper key={label} withBorder radius="md" p="sm">
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" fw={700} m={0}>
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <CourseScores courses={data.courses} />
      <RecentSkills skills={data.recent_skills} courses={data.courses} />
    </>
  );
}
