import { keepPreviousData } from '@tanstack/react-query';
import { useGetTeacherMasteryGrid } from '@/api/generated/endpoints/teacher/teacher';
import { MasteryPanel, useGridChapter } from '@/shared/mastery-grid/mastery-panel';
import { paths } from '@/shared/routing/paths';

/**
 * The class's mastery grid in this course (issue 28): a chapter's skills, opening on the chapter of
 * the latest homework; the chapter is kept in the address. A cell opens the pupil's answers in the skill.
 */
export function MasteryTab({ classId, courseId }: { classId: number; courseId: number }) {
  const [chapter, choose] = useGridChapter();
  const grid = useGetTeacherMasteryGrid(
    { classId, courseId, ...(chapter === undefined ? {} : { chapter }) },
    { query: { placeholderData: keepPreviousData } },
  );
  return (
    <MasteryPanel
      query={grid}
      onChapter={choose}
      cellHref={paths.teacher.studentSkillHref}
      troubleHref={(skillId) => paths.teacher.troubleSpotsHref(skillId, { classId })}
    />
  );
}
