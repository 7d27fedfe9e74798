/**
 * Which skills have a teaching video in the demo world: every grade-4 skill with questions (the
 * demo pupil Sara's grade), each a short animation of a worked example made by `npm run lessons`
 * (scripts/lessons.ts) into public/media/lessons, its length and transcript in lessons.ts. A
 * package step that would show another skill's video is a reading instead (packages-build.ts).
 */
import type { Grade } from './types.ts';

export const LESSON_GRADE: Grade = 'fourth';

/** Where a skill's teaching video is served. */
export const lessonPath = (skillName: string) => `/media/lessons/${skillName}.mp4`;
