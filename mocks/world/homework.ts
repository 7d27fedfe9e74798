/**
 * Homework of the demo world: what teachers gave each class this school year and what they
 * create, edit, extend and delete, with every pupil's progress derived from the one activity
 * store (activity.ts, see homework-progress.ts), so the pupil, the teacher and the manager read
 * the same numbers. Owned by the homework/practice area; other areas read it through these
 * functions.
 */
import type { World } from './build.ts';
import { isoDateTime } from './calendar.ts';
import { faDigits } from './curriculum/persian.ts';
import type { CourseRec, SkillRec } from './curriculum/types.ts';
import { seedComments } from './homework-comments.ts';
import { notify } from './notifications.ts';
import { jalaliOf, monthName } from './report-periods.ts';
import { dayEnd, dayStart, fullName, homeworkOf, pupilEndDate, todayOf, visibleToPupils } from './homework-store.ts';
import type { HomeworkCommentRec, HomeworkRec } from './homework-types.ts';
import type { PersonRec } from './types.ts';

export type { HomeworkCommentRec, HomeworkRec } from './homework-types.ts';
export {
  dayEnd,
  dayStart,
  extendForPupils,
  fullName,
  givenToClass,
  homeworkById,
  homeworkOf,
  homeworkSkills,
  homeworkStatus,
  pupilEndDate,
  todayOf,
  visibleToPupils,
} from './homework-store.ts';
export {
  classProgressPercent,
  HOMEWORK_PUPIL_SLICES,
  homeworkCompletedAt,
  homeworkSkillTotals,
  homeworkSummary,
  pupilProgress,
  recordHomeworkAnswer,
} from './homework-progress.ts';
export type { HomeworkStudentProgressView } from './homework-progress.ts';

/** A class's homework, newest first (by start date, then id). */
export function classHomework(world: World, classId: number): HomeworkRec[] {
  return homeworkOf(world)
    .filter((hw) => hw.class_id === classId)
    .sort((a, b) => b.start_date.localeCompare(a.start_date) || b.id - a.id);
}

/**
 * The pupil's homework open at some time from `from` to `to` (exclusive): visible to pupils,
 * started before `to`, and not past the pupil's own deadline at `from`. The pupil's reports and
 * the family report read a period's homework by this one rule.
 */
export function pupilHomeworkDuring(world: World, pupil: PersonRec, from: Date, to: Date): HomeworkRec[] {
  if (pupil.class_id === null) return [];
  return classHomework(world, pupil.class_id).filter(
    (hw) =>
      visibleToPupils(world, hw) && dayStart(hw.start_date) < to && dayEnd(pupilEndDate(world, hw, pupil.id)) >= from,
  );
}

/** «خانم رضایی» / «آقای کاظمی», as pupils name their teacher. */
export function teacherTitle(teacher: PersonRec): string {
  return `${teacher.gender === 'MALE' ? 'آقای' : 'خانم'} ${teacher.last_name}`;
}

export interface HomeworkInput {
  title: string;
  description: string | null;
  course: CourseRec;
  skills: SkillRec[];
  range: { firstPage: number; lastPage: number } | { firstSection: number; lastSection: number };
  target: number;
  startDate: string;
  endDate: string;
}

/** One homework per class, each pupil of the class notified «تکلیف تازه». */
export function createHomework(
  world: World,
  teacher: PersonRec,
  classIds: readonly number[],
  input: HomeworkInput,
): HomeworkRec[] {
  const all = homeworkOf(world);
  const firstNew = Math.max(0, ...all.map((hw) => hw.id)) + 1;
  return classIds.map((classId) => {
    const byPages = 'firstPage' in input.range;
    const rec: HomeworkRec = {
      id: world.nextId('homework', firstNew),
      title: input.title,
      description: input.description,
      course_id: input.course.id,
      class_id: classId,
      teacher_id: teacher.id,
      skill_ids: input.skills.map((skill) => skill.id),
      first_page: 'firstPage' in input.range ? input.range.firstPage : null,
      last_page: 'lastPage' in input.range ? input.range.lastPage : null,
      first_section: byPages || !('firstSection' in input.range) ? null : input.range.firstSection,
      last_section: byPages || !('lastSection' in input.range) ? null : input.range.lastSection,
      start_date: input.startDate,
      end_date: input.endDate,
      draft: false,
      target_smart_score: input.target,
      created_at: isoDateTime(world.now()),
    };
    all.push(rec);
    const className = world.classRec(classId)?.name ?? '';
    // Pupils hear of it now; one that begins later says when (the app shows it from that day).
    const start = dayStart(rec.start_date);
    const when =
      rec.start_date > todayOf(world) ? `؛ از ${faDigits(jalaliOf(start).day)} ${monthName(start)} شروع می‌شود` : '';
    for (const pupil of world.pupilsOf(classId)) {
      notify(
        world,
        pupil.id,
        'تکلیف تازه',
        `${teacherTitle(teacher)} تکلیف «${rec.title}» را برای کلاس ${className} گذاشت${when}.`,
      );
    }
    return rec;
  });
}

export interface HomeworkChanges {
  title: string;
  description: string | null;
  skillIds: number[];
  target: number;
  startDate: string;
  endDate: string;
}

export function updateHomework(world: World, hw: HomeworkRec, changes: HomeworkChanges): HomeworkRec {
  void world;
  Object.assign(hw, {
    title: changes.title,
    description: changes.description,
    skill_ids: [...changes.skillIds],
    target_smart_score: changes.target,
    start_date: changes.startDate,
    end_date: changes.endDate,
  });
  return hw;
}

/** Removes the homework; the pupils' practice stays in the activity store. */
export function deleteHomework(world: World, id: number): boolean {
  const all = homeworkOf(world);
  const index = all.findIndex((hw) => hw.id === id);
  if (index < 0) return false;
  all.splice(index, 1);
  return true;
}

/** Moves the end date (extending a finished homework opens it again). */
export function extendHomework(world: World, hw: HomeworkRec, endDate: string): HomeworkRec {
  void world;
  hw.end_date = endDate;
  return hw;
}

function commentsStore(world: World): HomeworkCommentRec[] {
  return world.part('homework-comments', seedComments);
}

/** The teacher's notes on a homework, oldest first. */
export function homeworkComments(world: World, hwId: number): HomeworkCommentRec[] {
  return commentsStore(world).filter((comment) => comment.homework_id === hwId);
}

/** The newest note to one pupil on a homework, or null. */
export function teacherCommentFor(world: World, hwId: number, pupilId: number): string | null {
  return (
    homeworkComments(world, hwId)
      .filter((c) => c.student_id === pupilId)
      .at(-1)?.text ?? null
  );
}

export function addHomeworkComment(
  world: World,
  hw: HomeworkRec,
  teacher: PersonRec,
  pupilId: number,
  text: string,
): HomeworkCommentRec {
  const comment: HomeworkCommentRec = {
    id: world.nextId('homework-comment', 9000),
    homework_id: hw.id,
    student_id: pupilId,
    text,
    author: fullName(teacher),
    created_at: isoDateTime(world.now()),
  };
  commentsStore(world).push(comment);
  notify(world, pupilId, 'یادداشت معلم', `${teacherTitle(teacher)} برای تکلیف «${hw.title}» یادداشتی برایت نوشت.`);
  return comment;
}
