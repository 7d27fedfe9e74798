import type { NextQuestion } from '@/api/generated/model';
import { paths } from '@/shared/routing/paths';

/** The course page of a question's skill (undefined before the question is known). */
export const courseOf = (data: NextQuestion | undefined): string | undefined =>
  data && paths.student.courseDetailHref(data.mastery.skill.subject, data.mastery.skill.course_id);
