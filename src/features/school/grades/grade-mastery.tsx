import { NativeSelect } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useGetSchoolMasteryGrid } from '@/api/generated/endpoints/school/school';
import { parseId } from '@/shared/digits';
import { MasteryPanel, useGridChapter } from '@/shared/mastery-grid/mastery-panel';
import { paths } from '@/shared/routing/paths';
import type { SchoolGrade } from '@/shared/routing/areas/school';
import { useClassInfo } from '@/shared/school-dashboard/school-calls';
import { t } from './strings';

/** The address's name for the grade grid's course (`?course=402`); the first course when absent. */
const COURSE_PARAM = 'course';

/**
 * Every pupil of the grade in one mastery grid (issue 28), each row naming its class: one course
 * (the grade's courses, read from its first class) and one chapter, both kept in the address.
 */
export function GradeMastery({ grade, classId }: { grade: SchoolGrade; classId: number }) {
  const info = useClassInfo(classId);
  const [params, setParams] = useSearchParams();
  const [chapter, chooseChapter] = useGridChapter();
  const courses = info.data?.courses ?? [];
  const asked = parseId(params.get(COURSE_PARAM));
  const course = courses.find((c) => c.id === asked) ?? courses[0];
  const grid = useGetSchoolMasteryGrid(
    { grade, courseId: course?.id ?? 0, ...(chapter === undefined ? {} : { chapter }) },
    { query: { enabled: course !== undefined, placeholderData: keepPreviousData } },
  );
  // A new course opens on its own opening chapter.
  const chooseCourse = (id: string) =>
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        next.set(COURSE_PARAM, id);
        next.delete('chapter');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  if (!course) return null;
  return (
    <MasteryPanel
      query={grid}
      onChapter={chooseChapter}
      cellHref={paths.school.studentSkillHref}
      troubleHref={(skillId) => paths.school.troubleSpotsHref(skillId, { grade })}
      showClass
      controls={
        <NativeSelect
          label={t.mastery.course}
          maw={420}
          value={String(course.id)}
          onChange={(event) => chooseCourse(event.currentTarget.value)}
          data={courses.map((c) => ({ value: String(c.id), label: c.name }))}
          styles={{ input: { minHeight: 44 } }}
        />
      }
    />
  );
}
