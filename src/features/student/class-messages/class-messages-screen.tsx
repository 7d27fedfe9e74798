import { Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { TextLink } from '@/shared/ui/text-link';
import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router-dom';
import type { Course } from '@/api/generated/model';
import { useSession } from '@/shared/auth/session-context';
import { paths } from '@/shared/routing/paths';
import { EmptyState } from '@/shared/ui/states';
import { ChannelThread } from './channel-thread';
import { t } from './strings';

/** The query parameter naming the course whose channel is shown (the first course when missing). */
export const COURSE_PARAM = 'course';

/**
 * /class-message — the class channel, read only: one channel per class and course (the contract),
 * so the pupil's courses are tabs and the chosen one stays in the address (`?course=402`).
 */
export function ClassMessagesScreen() {
  useDocumentTitle(t.documentTitle);
  const { user } = useSession();
  const klass = user?.class ?? null;
  const courses = user?.courses ?? [];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t.title}
          </Title>
          {klass && <Text c="dimmed">{t.subtitle(klass.name)}</Text>}
        </div>
        <TextLink to={paths.student.class}>{t.backToClass}</TextLink>
      </Group>
      {klass === null ? (
        <EmptyState title={t.noClass.title} description={t.noClass.description} />
      ) : courses.length === 0 ? (
        <EmptyState title={t.noCourses} />
      ) : (
        <CourseTabs classId={klass.id} courses={courses} />
      )}
    </Stack>
  );
}

function CourseTabs({ classId, courses }: { classId: number; courses: Course[] }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get(COURSE_PARAM);
  const current = courses.find((course) => String(course.id) === asked) ?? courses[0]!;
  const choose = (value: string | null) => {
    if (value === null) return;
    const next = new URLSearchParams(params);
    next.set(COURSE_PARAM, value);
    // A course switch is a view of the same page, not a step to go back through.
    setParams(next, { replace: true });
  };
  return (
    // Only the chosen course's panel is mounted, so only its channel is asked for.
    <Tabs value={String(current.id)} onChange={choose} keepMounted={false}>
      <Tabs.List aria-label={t.coursesLabel} mb="md">
        {courses.map((course) => (
          <Tabs.Tab key={course.id} value={String(course.id)} mih={44}>
            {course.name}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {courses.map((course) => (
        <Tabs.Panel key={course.id} value={String(course.id)}>
          <ChannelThread key={course.id} classId={classId} courseId={course.id} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
