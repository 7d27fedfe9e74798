/**
 * The contract's Homework (the whole record with its skills) and StudentHomeworkReport, shared
 * by the pupil's, the teacher's and the manager's homework calls so all three read the same.
 */
import type { World } from '../../world/build.ts';
import { courseById } from '../../world/curriculum/index.ts';
import {
  classProgressPercent,
  fullName,
  homeworkSkills,
  homeworkStatus,
  homeworkSummary,
  pupilProgress,
  teacherCommentFor,
  type HomeworkRec,
} from '../../world/homework.ts';
import { classRef } from './account.ts';
import { skillView } from './practice-views.ts';

export function homeworkView(world: World, hw: HomeworkRec) {
  const teacher = world.person(hw.teacher_id);
  return {
    id: hw.id,
    title: hw.title,
    description: hw.description,
    course: courseById(hw.course_id)!,
    class: classRef(world, hw.class_id),
    teacher_name: teacher ? fullName(teacher) : '',
    skills: homeworkSkills(hw).map(skillView),
    first_page: hw.first_page,
    last_page: hw.last_page,
    first_section: hw.first_section,
    last_section: hw.last_section,
    start_date: hw.start_date,
    end_date: hw.end_date,
    status: homeworkStatus(world, hw),
    target_smart_score: hw.target_smart_score,
    created_at: hw.created_at,
  };
}

/** What the pupil (and the manager, and the parents) read of one pupil's homework. */
export function studentHomeworkReport(world: World, hw: HomeworkRec, pupilId: number) {
  return {
    homework: homeworkSummary(world, hw, pupilId),
    progress: pupilProgress(world, hw, pupilId),
    class_average_percent: classProgressPercent(world, hw),
    teacher_comment: teacherCommentFor(world, hw.id, pupilId),
  };
}

const STATE_ORDER = { not_started: 0, late: 1, in_progress: 2, done: 3 } as const;

/** Every pupil's progress row, not started first, then by last and first name. */
export function progressRows(world: World, hw: HomeworkRec) {
  return world
    .pupilsOf(hw.class_id)
    .map((pupil) => pupilProgress(world, hw, pupil.id))
    .sort(
      (a, b) =>
        STATE_ORDER[a.status] - STATE_ORDER[b.status] ||
        a.last_name.localeCompare(b.last_name, 'fa') ||
        a.first_name.localeCompare(b.first_name, 'fa'),
    );
}

/** Mean SmartScore over every pupil and skill of the homework, one decimal (0 for none). */
export function averageSmartScore(rows: ReturnType<typeof progressRows>): number {
  const scores = rows.flatMap((row) => row.skills.map((skill) => skill.smart_score));
  return scores.length ? Math.round((10 * scores.reduce((a, b) => a + b, 0)) / scores.length) / 10 : 0;
}
