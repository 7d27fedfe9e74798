/**
 * A pupil's progress on a homework, derived from the activity store: a skill is done when the
 * pupil's SmartScore on it reaches the homework's target; questions and time are the pupil's
 * sittings on its skills since the start date. When a live answer completes a homework the
 * moment is kept (recordHomeworkAnswer), so a homework finished on time stays done even if
 * a score later drops; for the replayed year the last sitting on a skill stands for that moment.
 */
import type { World } from './build.ts';
import { isoDateTime } from './calendar.ts';
import { courseById } from './curriculum/index.ts';
import type { CourseRec } from './curriculum/types.ts';
import {
  dayEnd,
  dayStart,
  homeworkOf,
  homeworkSkills,
  homeworkStatus,
  visibleToPupils,
  type HomeworkRec,
  type HomeworkStatus,
} from './homework.ts';

export interface HomeworkSkillProgressView {
  skill_id: number;
  title: string;
  smart_score: number;
  questions_answered: number;
  time_spent_seconds: number;
  done: boolean;
}

export interface HomeworkStudentProgressView {
  student_id: number;
  first_name: string;
  last_name: string;
  profile_url: string;
  status: 'not_started' | 'in_progress' | 'done' | 'late';
  progress_percent: number;
  skills_done: number;
  skills_total: number;
  questions_answered: number;
  time_spent_seconds: number;
  last_activity_at: string | null;
  skills: HomeworkSkillProgressView[];
}

const completions = (world: World) => world.part('homework-completions', () => new Map<string, Date>());

/** When the pupil's last sitting on the skill started (the replayed year's stand-in for "reached"). */
function lastSittingAt(world: World, pupilId: number, skillId: number): Date | null {
  const sessions = world.activity.sessionsOf(pupilId);
  for (let i = sessions.length - 1; i >= 0; i -= 1) if (sessions[i]!.skill_id === skillId) return sessions[i]!.at;
  return null;
}

/** When the pupil completed the homework (every skill at the target), or null while not done. */
export function homeworkCompletedAt(world: World, hw: HomeworkRec, pupilId: number): Date | null {
  const kept = completions(world).get(`${hw.id}:${pupilId}`);
  if (kept) return kept;
  const skills = homeworkSkills(hw);
  if (!skills.length) return null;
  let at: Date | null = null;
  for (const skill of skills) {
    if (world.activity.mastery(pupilId, skill.id).score < hw.target_smart_score) return null;
    const last = lastSittingAt(world, pupilId, skill.id);
    if (last && (!at || last > at)) at = last;
  }
  return at ?? dayStart(hw.start_date);
}

export function pupilProgress(world: World, hw: HomeworkRec, pupilId: number): HomeworkStudentProgressView {
  const person = world.person(pupilId)!;
  const from = dayStart(hw.start_date);
  const skills = homeworkSkills(hw);
  const ids = new Set(skills.map((skill) => skill.id));
  const sittings = world.activity.sessionsOf(pupilId).filter((s) => s.at >= from && ids.has(s.skill_id));
  let last: Date | null = null;
  const rows = skills.map((skill): HomeworkSkillProgressView => {
    const mine = sittings.filter((s) => s.skill_id === skill.id);
    const mastery = world.activity.mastery(pupilId, skill.id);
    if (mine.length && mastery.last && (!last || mastery.last > last)) last = mastery.last;
    return {
      skill_id: skill.id,
      title: skill.title,
      smart_score: mastery.score,
      questions_answered: mine.reduce((sum, s) => sum + s.answered, 0),
      time_spent_seconds: mine.reduce((sum, s) => sum + s.seconds, 0),
      done: mastery.score >= hw.target_smart_score,
    };
  });
  const answered = rows.reduce((sum, row) => sum + row.questions_answered, 0);
  const skillsDone = rows.filter((row) => row.done).length;
  const completed = homeworkCompletedAt(world, hw, pupilId);
  const finished = homeworkStatus(world, hw) === 'finished';
  const status =
    completed && completed <= dayEnd(hw.end_date)
      ? 'done'
      : finished
        ? 'late'
        : answered === 0
          ? 'not_started'
          : 'in_progress';
  return {
    student_id: person.id,
    first_name: person.first_name,
    last_name: person.last_name,
    profile_url: person.profile_url,
    status,
    progress_percent: status === 'done' ? 100 : rows.length ? Math.round((100 * skillsDone) / rows.length) : 0,
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
    end_date: hw.end_date,
    status: homeworkStatus(world, hw),
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
  for (const hw of homeworkOf(world)) {
    if (hw.class_id !== classId || !hw.skill_ids.includes(skillId) || !visibleToPupils(world, hw)) continue;
    if (homeworkStatus(world, hw) !== 'active' || kept.has(`${hw.id}:${pupilId}`)) continue;
    const target = hw.target_smart_score;
    const others = homeworkSkills(hw).every(
      (skill) => skill.id === skillId || world.activity.mastery(pupilId, skill.id).score >= target,
    );
    const now = world.activity.mastery(pupilId, skillId).score;
    if (!others || before >= target || now < target) continue;
    kept.set(`${hw.id}:${pupilId}`, at);
    completed.push(hw);
  }
  return completed;
}
