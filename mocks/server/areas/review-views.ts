/**
 * The contract's Review (one pupil's run through a group) and ReviewGroup, shared by the
 * pupil's calls and the teacher's so both read the same state, counts and score.
 */
import type { World } from '../../world/build.ts';
import { isoDateTime } from '../../world/calendar.ts';
import { courseById, skillById } from '../../world/curriculum/index.ts';
import { reviewIdOf, reviewNumbers, type ReviewGroupRec } from '../../world/reviews.ts';
import type { PersonRec } from '../../world/types.ts';
import { classRef } from './account.ts';
import { skillView } from './practice-views.ts';

export function reviewView(world: World, group: ReviewGroupRec, pupil: PersonRec) {
  const numbers = reviewNumbers(world, group, pupil);
  return {
    id: reviewIdOf(world, group, pupil.id),
    group_id: group.id,
    title: group.title,
    course: courseById(group.course_id)!,
    deadline: isoDateTime(group.deadline),
    state: numbers.state,
    questions_count: group.question_ids.length,
    questions_answered: numbers.answered,
    correct_answers: numbers.correct,
    score_percent: numbers.score,
  };
}

export function reviewGroupView(world: World, group: ReviewGroupRec) {
  return {
    id: group.id,
    title: group.title,
    course: courseById(group.course_id)!,
    class: classRef(world, group.class_id),
    skills: group.skill_ids.map((id) => skillView(skillById(id)!)),
    questions_count: group.question_ids.length,
    deadline: isoDateTime(group.deadline),
    students_count: world.pupilsOf(group.class_id).length,
  };
}

/** The groups still open, soonest deadline first; then the past ones, latest deadline first. */
export function byDeadline(world: World, groups: readonly ReviewGroupRec[]): ReviewGroupRec[] {
  const now = world.now().getTime();
  const upcoming = groups.filter((g) => g.deadline.getTime() >= now);
  const past = groups.filter((g) => g.deadline.getTime() < now);
  return [
    ...upcoming.sort((a, b) => a.deadline.getTime() - b.deadline.getTime()),
    ...past.sort((a, b) => b.deadline.getTime() - a.deadline.getTime()),
  ];
}
