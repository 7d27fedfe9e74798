import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useId } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useGetTeacherStudentCourse } from '@/api/generated/endpoints/teacher/teacher';
import type { TeacherStudentCourse } from '@/api/generated/model';
import { formatNumber } from '@/shared/digits';
import { parseId } from '@/shared/digits';
import { common } from '@/shared/i18n/common';
import { messageOf } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { ErrorState, queryFallback } from '@/shared/ui/states';
import { TextLink } from '@/shared/ui/text-link';
import { courseFiguresOf } from './course-figures';
import { CourseHistory } from './course-history';
import { CourseSkills } from './course-skills';
import { t } from './strings';

/**
 * /teacher/student/{studentId}/grade/{gradeId}/course/{courseId} — one pupil in one course: headline
 * figures, the last weeks, and every skill by chapter. The grade is in the address for README, product rules: pages's
 * route only; the call needs the pupil and the course. A pupil outside the teacher's classes
 * answers 404 like a malformed address.
 */
export function StudentCourseScreen() {
  const params = useParams();
  const studentId = parseId(params.studentId);
  const courseId = parseId(params.courseId);
  const valid = studentId !== null && courseId !== null;
  const query = useGetTeacherStudentCourse(studentId ?? 0, courseId ?? 0, undefined, { query: { enabled: valid } });
  const name = query.data ? `${query.data.student.first_name} ${query.data.student.last_name}`.trim() : undefined;
  useDocumentTitle(
    t.course.documentTitle(name && query.data ? t.course.title(name, query.data.course.name) : undefined),
  );
  const notFound = !valid || query.error?.status === 404;

  return (
    <Stack gap="lg">
      <Anchor
        component={Link}
        to={paths.teacher.students}
        mih={44}
        display="inline-flex"
        style={{ alignItems: 'center' }}
      >
        {t.course.back}
      </Anchor>
      {query.isSuccess && name ? (
        <StudentCourse data={query.data} name={name} />
      ) : (
        <>
          <ScreenHeading title={t.course.fallbackTitle} />
          {notFound ? (
            <ErrorState message={messageOf(query.error, t.course.notFound)} />
          ) : (
            // The loaded page is drawn above (with its name); here only the skeleton or the error.
            queryFallback([query])
          )}
        </>
      )}
    </Stack>
  );
}

function StudentCourse({ data, name }: { data: TeacherStudentCourse; name: string }) {
  const figures = courseFiguresOf(data.chapters);
  const { pathname, search } = useLocation();
  return (
    <>
      <ScreenHeading
        title={t.course.title(name, data.course.name)}
        subtitle={t.course.classInfo(data.class.name, common.grades[data.class.grade])}
      />
      <div>
        {/* The report's way back is this page. */}
        <TextLink to={paths.teacher.studentFamilyReportHref(data.student.id)} state={{ from: `${pathname}${search}` }}>
          {t.course.familyReport}
        </TextLink>
      </div>
      <Figures
        items={[
          [t.course.proficient, t.course.ofTotal(data.skills_proficient, data.skills_total)],
          [t.course.practised, t.course.ofTotal(figures.practised, data.skills_total)],
          [t.course.answered, formatNumber(figures.answered)],
          [t.course.average, figures.average === null ? t.course.noAverage : formatNumber(figures.average)],
        ]}
      />
      <CourseHistory history={data.history} />
      <CourseSkills chapters={data.chapters} />
    </>
  );
}

/** The headline numbers as a description list: each figure's name read with its value. */
function Figures({ items }: { items: [string, string][] }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {t.course.figures}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" m={0}>
        {items.map(([label, value]) => (
          <Paper key={label} withBorder radius="md" p="sm">
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" fw={800} fz="xl" m={0}>
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
