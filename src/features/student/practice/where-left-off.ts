import { useListMyCourses, useListMySkills } from '@/api/generated/endpoints/member/member';
import type { CourseProgress, CourseSkills, SkillMastery } from '@/api/generated/model';

const latest = <T extends { last_practiced_at: string | null }>(items: T[]): T | undefined =>
  items
    .filter((item) => item.last_practiced_at !== null)
    .sort((a, b) => Date.parse(b.last_practiced_at!) - Date.parse(a.last_practiced_at!))[0];

/** The course practised last, else the pupil's maths (the menu's subject), else the first. */
export function courseToResume(courses: CourseProgress[]): CourseProgress | undefined {
  return latest(courses) ?? courses.find((course) => course.subject === 'math') ?? courses[0];
}

/** The skill practised last that is not mastered, else the first one not mastered in textbook order. */
export function skillToResume(course: CourseSkills): SkillMastery | undefined {
  const open = course.chapters.flatMap((chapter) => chapter.skills).filter((s) => s.smart_score < 100);
  return latest(open) ?? open[0];
}

/** /exercise without a target: where the pupil left off (undefined skill: nothing to resume). */
export function useWhereLeftOff() {
  const courses = useListMyCourses();
  const course = courses.data ? courseToResume(courses.data) : undefined;
  const skills = useListMySkills({ courseId: course?.id ?? 0 }, { query: { enabled: course !== undefined } });
  const failed = courses.isError ? courses : skills.isError ? skills : null;
  return {
    isPending: courses.isPending || (course !== undefined && skills.isPending),
    failed,
    skill: skills.data ? skillToResume(skills.data) : undefined,
  };
}
