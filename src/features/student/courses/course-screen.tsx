import { Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from 'react-router-dom';
import { useSession } from '@/shared/auth/session-context';
import { paths } from '@/shared/routing/paths';
import { useRouteIds } from '@/shared/routing/use-route-ids';
import { CoursePage } from './course-page';
import { courseOfSubject, subjectOf } from './course-values';
import { t } from './strings';

/** /courses/{course}/{courseId} — one course's skills; an id that cannot exist is not asked for. */
export function CourseScreen() {
  const { user } = useSession();
  const subject = subjectOf(useParams().course);
  const id = useRouteIds('courseId').courseId;
  if (!subject || id === null) return <CourseNotFound message={t.notFound.unknownCourse} />;
  const known = user?.courses.find((course) => course.id === id);
  return <CoursePage key={id} courseId={id} title={known?.name ?? t.course.title} />;
}

/**
 * /courses/{course} (the side menu's «درس»: /courses/math) — the pupil's course of that subject in
 * their class grade, drawn in place (no redirect, so nothing flashes); an unknown subject is not found.
 */
export function SubjectCourseScreen() {
  const { user } = useSession();
  const subject = subjectOf(useParams().course);
  const course = subject ? courseOfSubject(user, subject) : null;
  if (!course) {
    return <CourseNotFound message={subject ? t.notFound.noCourse(t.subjects[subject]) : t.notFound.unknownSubject} />;
  }
  return <CoursePage key={course.id} courseId={course.id} title={course.name} />;
}

/** A course that is not there: what happened in Persian and the way to the pupil's courses. */
function CourseNotFound({ message }: { message: string }) {
  useDocumentTitle(t.notFound.documentTitle);
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1} size="h2">
        {t.notFound.title}
      </Title>
      <Text>{message}</Text>
      <Button component={Link} to={paths.student.courses} mih={44}>
        {t.course.allCourses}
      </Button>
    </Stack>
  );
}
