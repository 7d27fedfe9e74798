import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from 'react-router-dom';
import { useGetTeacherClassDashboard } from '@/api/generated/endpoints/teacher/teacher';
import type { Grade } from '@/api/generated/model';
import { byClass } from '@/shared/class-order';
import { toPersianDigits } from '@/shared/digits';
import { common } from '@/shared/i18n/common';
import { paths } from '@/shared/routing/paths';
import { useRouteIds } from '@/shared/routing/use-route-ids';
import { EmptyState, queryFallback } from '@/shared/ui/states';
import { TextLink } from '@/shared/ui/text-link';
import { ChannelTab } from './channel-tab';
import { COURSE_TABS, tabOf, type CourseTab } from './course-tabs';
import { HomeworkTab } from './homework-tab';
import { MasteryTab } from './mastery-tab';
import { ReportsTab } from './reports-tab';
import { StudentsTab } from './students-tab';
import { t } from './strings';

/**
 * /teacher/class/:classId/course/:courseId/:tabName (and …/edit/:messageId) — one course of one
 * class. Tabs are routes, not panels, so each can be linked to, reloaded and gone back to.
 */
export function ClassCourseScreen() {
  const params = useParams();
  const { classId, courseId } = useRouteIds('classId', 'courseId');
  // The class card gives the header its names and proves the class and course are the teacher's.
  const cards = useGetTeacherClassDashboard(
    { classId: classId ?? 0 },
    { query: { enabled: classId !== null, select: byClass } },
  );
  const card = cards.data?.find((item) => item.class.id === classId);
  const course = card?.courses.find((item) => item.id === courseId);
  useDocumentTitle(card && course ? t.course.documentTitle(course.name, card.class.name) : t.course.fallbackTitle);

  // A malformed class id asks nothing (the query stays pending): it is «not found», not loading.
  const waiting = classId !== null && queryFallback([cards]);
  if (waiting) return waiting;
  if (!card || !course)
    return (
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t.course.fallbackTitle}
        </Title>
        <EmptyState
          title={t.course.notFound.title}
          description={t.course.notFound.description}
          action={<TextLink to={paths.teacher.classes}>{t.course.backToClasses}</TextLink>}
        />
      </Stack>
    );

  const tab = tabOf(params.tabName);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t.course.title(course.name, card.class.name)}
          </Title>
          <Text c="dimmed">{t.course.info(common.grades[card.class.grade], toPersianDigits(card.student_count))}</Text>
        </div>
        <TextLink to={paths.teacher.classes}>{t.course.backToClasses}</TextLink>
      </Group>
      <TabLinks classId={card.class.id} courseId={course.id} current={tab} />
      {tab === null ? (
        <EmptyState title={t.course.unknownTab.title} description={t.course.unknownTab.description} />
      ) : (
        <TabBody
          tab={tab}
          classId={card.class.id}
          courseId={course.id}
          grade={card.class.grade}
          className={card.class.name}
        />
      )}
    </Stack>
  );
}

function TabBody({
  tab,
  className,
  ...ids
}: {
  tab: CourseTab;
  classId: number;
  courseId: number;
  grade: Grade;
  className: string;
}) {
  if (tab === 'students') return <StudentsTab {...ids} className={className} />;
  if (tab === 'homework') return <HomeworkTab {...ids} />;
  if (tab === 'mastery') return <MasteryTab classId={ids.classId} courseId={ids.courseId} />;
  if (tab === 'reports') return <ReportsTab {...ids} />;
  return <ChannelTab classId={ids.classId} courseId={ids.courseId} />;
}

/** The tabs as a row of real links; the open one carries aria-current="page". */
function TabLinks({ classId, courseId, current }: { classId: number; courseId: number; current: CourseTab | null }) {
  return (
    <Group component="nav" aria-label={t.course.tabsLabel} gap={4} wrap="wrap">
      {COURSE_TABS.map((tab) => (
        <Anchor
          key={tab}
          component={Link}
          to={paths.teacher.classCourseHref(classId, courseId, tab)}
          aria-current={tab === current ? 'page' : undefined}
          mih={44}
          px="md"
          display="inline-flex"
          fw={tab === current ? 700 : 500}
          underline="never"
          style={{
            alignItems: 'center',
            borderBottom: `3px solid ${tab === current ? 'var(--mantine-primary-color-filled)' : 'transparent'}`,
          }}
        >
          {t.course.tabs[tab]}
        </Anchor>
      ))}
    </Group>
  );
}
