import { Anchor, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useListMySkills } from '@/api/generated/endpoints/member/member';
import type { CourseSkills } from '@/api/generated/model';
import { errors, messageOf } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { EmptyState, ErrorState, QueryState } from '@/shared/ui/states';
import { ChapterList } from './chapter-list';
import { bandColors } from '@/shared/practice/feedback/smart-score';
import { inBookOrder, masteredCount, teachingBySkill } from './course-values';
import { t } from './strings';

export interface CoursePageProps {
  /** The course whose skills to show (one of the pupil's; the server answers 404 otherwise). */
  courseId: number;
  /** The h1 until the server names the course (the session's course name, else «درس»). */
  title: string;
}

/** A course's skills by chapter with the pupil's SmartScore on each, a summary and a chapter picker. */
export function CoursePage({ courseId, title }: CoursePageProps) {
  const skills = useListMySkills({ courseId });
  const name = skills.data?.course.name ?? title;
  useDocumentTitle(t.course.documentTitle(name));

  return (
    <Stack gap="lg">
      <BackToCourses />
      <Title order={1} size="h2">
        {name}
      </Title>
      {skills.error?.status === 404 ? (
        // Another grade's course or an unknown one: asking again cannot help (no retry), the link back can.
        <ErrorState message={messageOf(skills.error, errors.fetchData)} />
      ) : (
        <QueryState
          query={skills}
          isEmpty={(data) => data.skills_total === 0 || data.chapters.length === 0}
          empty={<EmptyState title={t.course.emptyTitle} description={t.course.emptyDescription} />}
        >
          {(data) => <Loaded data={data} />}
        </QueryState>
      )}
    </Stack>
  );
}

function Loaded({ data }: { data: CourseSkills }) {
  const chapters = inBookOrder(data.chapters);
  const mastered = masteredCount(chapters.flatMap((chapter) => chapter.skills));
  return (
    <>
      <Summary mastered={mastered} proficient={data.skills_proficient} total={data.skills_total} />
      <ChapterList chapters={chapters} teaching={teachingBySkill(data.teaching)} />
    </>
  );
}

/** Skills mastered of the total, and how many are «ماهر» or above. */
function Summary({ mastered, proficient, total }: { mastered: number; proficient: number; total: number }) {
  const id = useId();
  const share = (count: number) => (total > 0 ? (count / total) * 100 : 0);
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p="md">
      <Title order={2} size="h4" id={id} mb="xs">
        {t.course.summaryTitle}
      </Title>
      <Text fw={700} size="lg">
        {t.course.masteredOf(mastered, total)}
      </Text>
      <Text mb="sm">{t.course.proficientOf(proficient)}</Text>
      <Progress.Root size={16} radius="xl" aria-hidden>
        <Progress.Section value={share(mastered)} color={bandColors.mastered.color} />
        <Progress.Section value={share(Math.max(0, proficient - mastered))} color={bandColors.proficient.color} />
      </Progress.Root>
    </Paper>
  );
}

/** The way back to every course, always there (also after an error). */
function BackToCourses() {
  return (
    <Anchor
      component={Link}
      to={paths.student.courses}
      fw={700}
      mih={44}
      display="inline-flex"
      style={{ alignItems: 'center', alignSelf: 'flex-start' }}
    >
      {t.course.allCourses}
    </Anchor>
  );
}
