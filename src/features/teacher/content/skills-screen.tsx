import { Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router-dom';
import { useGetTeacherSkillsReport, useListHomeworkBriefSkills } from '@/api/generated/endpoints/teacher/teacher';
import type { TeacherClassCard } from '@/api/generated/model';
import { pickedClass, TeacherClasses } from '@/shared/teacher/teacher-classes';
import { PickLinks } from '@/shared/ui/pick-links';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState, queryFallback } from '@/shared/ui/states';
import { skillsAddressOf, skillsHref } from './content-params';
import { ChapterSkills } from './skill-list';
import { chaptersOf, REPORTED_SKILLS } from './skill-mastery';
import { t } from './strings';

/**
 * /teacher/skills?class=…&course=… — a course's skills by chapter with the class's mastery. Class
 * and course live in the address (links, not state), so a reload or a shared link keeps them; when
 * absent, the teacher's first class and its first course.
 */
export function SkillsScreen() {
  useDocumentTitle(t.skills.documentTitle);
  return (
    <Stack gap="xl">
      <ScreenHeading title={t.skills.title} subtitle={t.skills.subtitle} />
      <TeacherClasses noClass={t.skills.noClass}>{(cards) => <Picked cards={cards} />}</TeacherClasses>
    </Stack>
  );
}

function Picked({ cards }: { cards: TeacherClassCard[] }) {
  const address = skillsAddressOf(useSearchParams()[0]);
  const card = pickedClass(cards, address.class);
  if (!card) return <EmptyState title={t.skills.unknownClass} />;
  const course = card.courses.find((c) => c.id === address.course) ?? card.courses[0];
  return (
    <Stack gap="lg">
      <PickLinks
        label={t.skills.classesLabel}
        items={cards.map((c) => ({
          id: c.class.id,
          name: c.class.name,
          href: skillsHref(c.class.id, course?.id ?? 0),
        }))}
        current={card.class.id}
      />
      <PickLinks
        label={t.skills.coursesLabel}
        items={card.courses.map((c) => ({ id: c.id, name: c.name, href: skillsHref(card.class.id, c.id) }))}
        current={course?.id}
      />
      {course ? <CourseSkills classId={card.class.id} courseId={course.id} /> : <Text>{t.skills.noSkills}</Text>}
    </Stack>
  );
}

function CourseSkills({ classId, courseId }: { classId: number; courseId: number }) {
  const skills = useListHomeworkBriefSkills({ courseId });
  // The nearest the contract has to per-skill class mastery: the year's weakest skills of the course.
  const report = useGetTeacherSkillsReport({
    classId,
    numOfSkills: REPORTED_SKILLS,
    dateType: 'last_365',
    'courseIds[]': [courseId],
  });
  const waiting = queryFallback([skills, report]);
  if (waiting || !skills.data || !report.data) return waiting;
  if (skills.data.length === 0) return <EmptyState title={t.skills.noSkills} />;
  return (
    <Stack gap="xl">
      <Text c="dimmed" fz="sm">
        {t.skills.masteryNote(REPORTED_SKILLS)}
      </Text>
      {chaptersOf(skills.data, report.data).map((group) => (
        <ChapterSkills key={group.chapter} group={group} />
      ))}
    </Stack>
  );
}
