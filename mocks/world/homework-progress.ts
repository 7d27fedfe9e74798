/**
 * A pupil's progress on a homework, derived from the activity store. The one definition of the
 * contract's HomeworkSkillProgress / HomeworkStudentProgress (openapi/schemas/learning.yaml):
 *
 * - an answer counts for a homework when it is on one of its skills, given on or after its
 *   start date, inside this homework or in plain practice (not inside another homework) — the
 *   class reports' rule too (report-math.ts); the teacher's and the manager's list of a pupil's
 *   answers on a skill (practice-teacher.ts) unfolds exactly these answers;
 * - a skill is done when the pupil has answered in the homework and their SmartScore on it is at
 *   the target (a score reached before the homework, never practised in it, is not done);
 * - done: every skill done by the end date; late: the end date passed before that; not_started:
 *   nothing answered; in_progress: the rest. progress_percent is skills_done / skills_total.
 *
 * When a live answer completes a homework the moment is kept (recordHomeworkAnswer), so a
 * homework finished on time stays done (every skill done) even if a score later drops; for the
 * replayed year the last counted sitting on a skill stands for that moment.
 */
import type { World } from './build.ts';
import type { Session } from './activity.ts';
import { isoDateTime } from './calendar.ts';
import { courseById } from './curriculum/index.ts';
import { historicAttempts } from './practice-history.ts';
import type { CourseRec } from './curriculum/types.ts';
import {
  dayEnd,
  dayStart,
  homeworkOf,
  homeworkSkills,
  homeworkStatus,
  pupilEndDate,
  todayOf,
  visibleToPupils,
} from './homework-store.ts';
import type { HomeworkRec, HomeworkStatus } from './homework-types.ts';

export interface HomeworkSkillProgressView {
  skill_id: number;
  title: string;
  smart_score: number;
  questions_answered: number;
  time_spent_seconds: number;
  done: boolean;
}

export type HomeworkPupilStatus = 'not_started' | 'in_progress' | 'done' | 'late';

/** The pies' slices of pupil states, in the order every homework pie draws them (the app's labels). */
export const HOMEWORK_PUPIL_SLICES = [
  { key: 'done', label: 'انجام شده' },
  { key: 'late', label: 'با تأخیر' },
  { key: 'in_progress', label: 'در حال انجام' },
  { key: 'not_started', label: 'شروع نشده' },
] as const satisfies readonly { key: HomeworkPupilStatus; label: string }[];

export interface HomeworkStudentProgressView {
  /** The pupil's own deadline (the homework's, or a later one given to them). */
  end_date: string;
  student_id: number;
  first_name: string;
  last_name: string;
  profile_url: string;
  status: HomeworkPupilStatus;
  progress_percent: number;
  skills_done: number;
  skills_total: number;
  questions_answered: number;
  time_spent_seconds: number;
  last_activity_at: string | null;
  skills: HomeworkSkillProgressView[];
}

interface Kept {
  at: Date;
  /** The homework's skills when it was completed: a skill added later reopens it. */
  skills: string;
}

const completions = (world: World) => world.part('homework-completions', () => new Map<string, Kept>());

function keptCompletion(world: World, hw: HomeworkRec, pupilId: number): Date | null {
  const kept = completions(world).get(`${hw.id}:${pupilId}`);
  return kept && kept.skills === hw.skill_ids.join(',') ? kept.at : null;
}

/** Whether a sitting counts for the homework (see the header). */
export function countsForHomework(hw: HomeworkRec, s: Session): boolean {
  return (
    hw.skill_ids.includes(s.skill_id) &&
    s.at >= dayStart(hw.start_date) &&
    (s.homework_id === null || s.homework_id === hw.id)
  );
}

/** The pupil's sittings that count for the homework, oldest first. */
export function homeworkSittings(world: World, hw: HomeworkRec, pupilId: number): Session[] {
  return world.activity.sessionsOf(pupilId).filter((s) => countsForHomework(hw, s));
}

/** Questions, right answers and seconds the pupil gave to one skill of the homework. */
export function homeworkSkillTotals(world: World, hw: HomeworkRec, pupilId: number, skillId: number) {
  const mine = homeworkSittings(world, hw, pupilId).filter((s) => s.skill_id === skillId);
  return {
    answered: mine.reduce((sum, s) => sum + s.answered, 0),
    correct: mine.reduce((sum, s) => sum + s.correct, 0),
    seconds: mine.reduce((sum, s) => sum + s.seconds, 0),
    last: mine.at(-1)?.at ?? null,
  };
}

function skillRows(world: World, hw: HomeworkRec, pupilId: number): HomeworkSkillProgressView[] {
  const kept = keptCompletion(world, hw, pupilId) !== null;
  return homeworkSkills(hw).map((skill) => {
    const totals = homeworkSkillTotals(world, hw, pupilId, skill.id);
    const score = world.activity.mastery(pupilId, skill.id).score;
    return {
      skill_id: skill.id,
      title: skill.title,
      smart_score: score,
      questions_answered: totals.answered,
      time_spent_seconds: totals.seconds,
      done: kept || (totals.answered > 0 && score >= hw.target_smart_score),
    };
  });
}

/**
 * When every skill was done: the kept moment, else the latest of the skills' moments — for each,
 * the first answer of the homework (as the teacher's list unfolds the replayed year) that left
 * the SmartScore at the target, or the newest live sitting when only live answers got there.
 */
function completedAt(world: World, hw: HomeworkRec, pupilId: number, rows: HomeworkSkillProgressView[]): Date | null {
  const kept = keptCompletion(world, hw, pupilId);
  if (kept) return kept;
  if (!rows.length || rows.some((row) => !row.done)) return null;
  const from = dayStart(hw.start_date);
  const sittings = homeworkSittings(world, hw, pupilId);
  let at: Date | null = null;
  for (const skill of homeworkSkills(hw)) {
    const hit = historicAttempts(world, pupilId, skill, from).find((a) => a.smart_score_after >= hw.target_smart_score);
    const moment = hit?.at ?? sittings.filter((s) => s.skill_id === skill.id).at(-1)?.at ?? null;
    if (moment && (!at || moment > at)) at = moment;
  }
  return at;
}

/** When the pupil completed the homework (every skill done), or null while not done. */
export function homeworkCompletedAt(world: World, hw: HomeworkRec, pupilId: number): Date | null {
  return completedAt(world, hw, pupilId, skillRows(world, hw, pupilId));
}

export function pupilProgress(world: World, hw: HomeworkRec, pupilId: number): HomeworkStudentProgressView {
  const person = world.person(pupilId)!;
  const rows = skillRows(world, hw, pupilId);
  let last: Date | null = null;
  for (const row of rows) {
    const mastery = world.activity.mastery(pupilId, row.skill_id);
    if (row.questions_answered > 0 && mastery.last && (!last || mastery.last > last)) last = mastery.last;
  }
  const answered = rows.reduce((sum, row) => sum + row.questions_answered, 0);
  const skillsDone = rows.filter((row) => row.done).length;
  const completed = completedAt(world, hw, pupilId, rows);
  // The pupil's own deadline: the homework's, or a later one given to them (issue 28).
  const endDate = pupilEndDate(world, hw, pupilId);
  const status: HomeworkPupilStatus =
    completed && completed <= dayEnd(endDate)
      ? 'done'
      : !hw.draft && endDate < todayOf(world)
        ? 'late'
        : answered === 0
          ? 'not_started'
          : 'in_progress';
  return {
    end_date: endDate,
    student_id: person.id,
    first_name: person.first_name,
    last_name: person.last_name,
    profile_url: person.profile_url,
    status,
    progress_percent: rows.length ? Math.round((100 * skillsDone) / rows.length) : 0,
    skills_done: skillsDone,
    skills_total: rows.length,
    questions_answered: answered,
    time_spent_seconds: rows.reduce((sum, row) => sum + row.time_spent_seconds, 0),
    last_activity_at: last ? isoDateTime(last) : null,
    skills: rows,
  };
}

/** The class average of the pupils' progress_percent (0 for an empty class). */
export function classProgressPercent(world: World, hw: HomeworkRec): number {
  const pupils = world.pupilsOf(hw.class_id);
  if (!pupils.length) return 0;
  const sum = pupils.reduce((total, pupil) => total + pupilProgress(world, hw, pupil.id).progress_percent, 0);
  return Math.round(sum / pupils.length);
}

export interface HomeworkSummaryView {
  id: number;
  title: string;
  course: CourseRec;
  class: { id: number; name: string; grade: 'third' | 'fourth' | 'fifth' | 'sixth' };
  skills_count: number;
  start_date: string;
  end_date: string;
  status: HomeworkStatus;
  progress_percent: number;
}

/** The contract's HomeworkSummary: the pupil's own progress for a pupil, the class average otherwise. */
export function homeworkSummary(world: World, hw: HomeworkRec, forPupilId?: number): HomeworkSummaryView {
  const cls = world.classRec(hw.class_id)!;
  return {
    id: hw.id,
    title: hw.title,
    course: courseById(hw.course_id)!,
    class: { id: cls.id, name: cls.name, grade: cls.grade },
    skills_count: hw.skill_ids.length,
    start_date: hw.start_date,
    // A pupil reads their own deadline, and the homework is still open for them until it passes.
    end_date: forPupilId === undefined ? hw.end_date : pupilEndDate(world, hw, forPupilId),
    status:
      forPupilId !== undefined &&
      homeworkStatus(world, hw) === 'finished' &&
      pupilEndDate(world, hw, forPupilId) >= todayOf(world)
        ? 'active'
        : homeworkStatus(world, hw),
    // A draft has no progress to show yet.
    progress_percent: hw.draft
      ? 0
      : forPupilId === undefined
        ? classProgressPercent(world, hw)
        : pupilProgress(world, hw, forPupilId).progress_percent,
  };
}

/**
 * After a live answer on `skillId` (its SmartScore was `before`): every open homework of the
 * pupil's class with that skill that this answer completed remembers the moment. Returns them.
 */
export function recordHomeworkAnswer(
  world: World,
  pupilId: number,
  skillId: number,
  before: number,
  at: Date,
): HomeworkRec[] {
  const classId = world.person(pupilId)?.class_id;
  const kept = completions(world);
  const completed: HomeworkRec[] = [];
  // The sitting this answer went into (activity.record has just written it).
  const sitting = world.activity.sessionsOf(pupilId).at(-1);
  for (const hw of homeworkOf(world)) {
    if (hw.class_id !== classId || !hw.skill_ids.includes(skillId) || !visibleToPupils(world, hw)) continue;
    if (homeworkStatus(world, hw) !== 'active' || keptCompletion(world, hw, pupilId)) continue;
    const rows = skillRows(world, hw, pupilId);
    if (!rows.length || rows.some((row) => !row.done)) continue;
    // Complete already before this answer? Then that moment stands.
    const row = rows.find((r) => r.skill_id === skillId)!;
    const counted = sitting !== undefined && sitting.skill_id === skillId && countsForHomework(hw, sitting) ? 1 : 0;
    if (before >= hw.target_smart_score && row.questions_answered - counted > 0) continue;
    kept.set(`${hw.id}:${pupilId}`, { at, skills: hw.skill_ids.join(',') });
    completed.push(hw);
  }
  return completed;
}
