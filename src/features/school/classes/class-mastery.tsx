import { keepPreviousData } from '@tanstack/react-query';
import { useGetSchoolMasteryGrid } from '@/api/generated/endpoints/school/school';
import { MasteryPanel, useGridChapter } from '@/shared/mastery-grid/mastery-panel';
import { paths } from '@/shared/routing/paths';

/** The class's mastery grid in this course (issue 28), as its teacher sees it; the chapter is kept in the address. */
export function ClassMastery({ classId, courseId }: { classId: number; courseId: number }) {
  const [chapter, choose] = useGridChapter();
  const grid = useGetSchoolMasteryGrid(
    { classId, courseId, ...(chapter === undefined ? {} : { chapter }) },
    { query: { placeholderData: keepPreviousData } },
  );
  return (
    <MasteryPanel
      query={grid}
      onChapter={choose}
      cellHref={paths.school.studentSkillHref}
      troubleHref={(skillId) => paths.school.troubleSpotsHref(skillId, { classId })}
    />
  );
}
