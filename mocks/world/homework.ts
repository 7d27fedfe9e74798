/**
 * Homework of the demo world: what teachers gave each class this school year and what they
 * create, edit, extend and delete, with every pupil's progress derived from the one activity
 * store (activity.ts), so the pupil, the teacher and the manager read the same numbers.
 * Owned by the homework/practice area; other areas read it through these functions.
 */
import type { World } from './build.ts';
import type { SkillRec } from './curriculum/types.ts';

export type HomeworkStatus = 'draft' | 'active' | 'finished';

export interface HomeworkRec {
  id: number;
  title: string;
  description: string | null;
  course_id: number;
  class_id: number;
  teacher_id: number;
  skill_ids: number[];
  first_page: number | null;
  last_page: number | null;
  first_section: number | null;
  last_section: number | null;
  /** ISO dates (Tehran). */
  start_date: string;
  end_date: string;
  /** A teacher's draft is hidden from pupils; `finished` is also set when closed early. */
  draft: boolean;
  target_smart_score: number;
  created_at: string;
}

/** Every homework of the world (live: includes what teachers created, without the deleted). */
export function homeworkOf(world: World): HomeworkRec[] {
  return world.part('homework', () => [] as HomeworkRec[]);
}

export function homeworkById(world: World, id: number): HomeworkRec | undefined {
  return homeworkOf(world).find((hw) => hw.id === id);
}

export function homeworkSkills(hw: HomeworkRec): SkillRec[] {
  void hw;
  return [];
}
