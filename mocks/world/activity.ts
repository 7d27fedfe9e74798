/**
 * What pupils did: practice sessions (one pupil, one skill, one sitting) and the SmartScore
 * they left on each skill. The school year so far is replayed from seeded choices at build
 * time through the live rules (smart-score.ts); live answers then add to the same store, so
 * every report — the pupil's, the teacher's, the manager's, the office's — sums one history.
 */
import { coursesOfGrade, skillsOfCourse } from './curriculum/index.ts';
import type { SkillRec } from './curriculum/types.ts';
import { dayAt, daysBetween, midnightOf, schoolYearStart } from './calendar.ts';
import { hash, hashInt } from './random.ts';
import { applyAnswer, levelOf, type MasteryLevel } from './smart-score.ts';
import type { PersonRec } from './types.ts';

export interface Session {
  pupil_id: number;
  skill_id: number;
  course_id: number;
  /** When the sitting started. */
  at: Date;
  answered: number;
  correct: number;
  seconds: number;
  homework_id: number | null;
}

export interface Mastery {
  score: number;
  streak: number;
  answered: number;
  correct: number;
  seconds: number;
  last: Date | null;
}

export interface Activity {
  sessions: Session[];
  /** Sessions of one pupil, oldest first. */
  sessionsOf(pupilId: number): Session[];
  /** The pupil's mastery of a skill (a fresh record, not_started, when never practised). */
  mastery(pupilId: number, skillId: number): Mastery;
  level(m: Mastery): MasteryLevel;
  /** Records one live answer and returns the mastery before and after. */
  record(
    pupilId: number,
    skill: SkillRec,
    correct: boolean,
    seconds: number,
    at: Date,
    homeworkId?: number | null,
    hintsUsed?: number,
  ): { before: Mastery; after: Mastery };
  /** The day (from the start of the school year) a skill is taught in class. */
  taughtOn(skill: SkillRec): Date;
}

const EMPTY: Mastery = { score: 0, streak: 0, answered: 0, correct: 0, seconds: 0, last: null };

/** Skills are taught through the year in book order: the first in Mehr, the last in Ordibehesht. */
function taughtDay(skill: SkillRec, total: number, index: number, now: Date): Date {
  return dayAt(schoolYearStart(now), Math.round((index / total) * 230) + 3);
}

export function buildActivity(
  pupils: readonly PersonRec[],
  gradeOf: (pupil: PersonRec) => SkillRec['grade'] | undefined,
  now: Date,
): Activity {
  const sessions: Session[] = [];
  const byPupil = new Map<number, Session[]>();
  const masteries = new Map<string, Mastery>();
  const taught = new Map<number, Date>();
  const today = dayAt(now, 0);

  const skillsOfGrade = new Map<string, SkillRec[]>();
  for (const pupilGrade of ['third', 'fourth', 'fifth', 'sixth'] as const) {
    const skills = coursesOfGrade(pupilGrade).flatMap((course) => {
      const list = skillsOfCourse(course.id);
      list.forEach((skill, index) => taught.set(skill.id, taughtDay(skill, list.length, index, now)));
      return list;
    });
    skillsOfGrade.set(pupilGrade, skills);
  }

  // Each skill's teaching day as a midnight and its distance from today, worked out once, not per pupil.
  const timing = new Map(
    [...taught].map(([skillId, from]) => [skillId, { midnight: midnightOf(from), days: daysBetween(from, today) }]),
  );

  const push = (session: Session) => {
    sessions.push(session);
    const list = byPupil.get(session.pupil_id) ?? [];
    list.push(session);
    byPupil.set(session.pupil_id, list);
  };

  for (const pupil of pupils) {
    const grade = gradeOf(pupil);
    if (!grade) continue;
    const practised: Session[] = [];
    for (const skill of skillsOfGrade.get(grade) ?? []) {
      const { midnight, days } = timing.get(skill.id)!;
      if (days < 1 || hash('practised', pupil.id, skill.id) > 0.45 + 0.5 * pupil.ability) continue;
      let state = { score: 0, streak: 0 };
      const m: Mastery = { ...EMPTY };
      const sittings = hashInt(1, 4, 'sittings', pupil.id, skill.id);
      for (let s = 0; s < sittings; s += 1) {
        const offset = Math.min(days - 1, Math.floor(hash('day', pupil.id, skill.id, s) * Math.min(days, 21)) + s);
        const weekendMorning = hash('morning', pupil.id, skill.id, s) < 0.2;
        const minutes =
          (weekendMorning ? hashInt(9, 12, 'h', pupil.id, skill.id, s) : hashInt(14, 21, 'h', pupil.id, skill.id, s)) *
            60 +
          hashInt(0, 59, 'm', pupil.id, skill.id, s);
        const at = new Date(midnight + (offset * 1440 + minutes) * 60_000);
        if (at >= now) continue;
        const planned = hashInt(5, 14, 'answered', pupil.id, skill.id, s);
        let answered = 0;
        let correct = 0;
        for (let q = 0; q < planned; q += 1) {
          answered += 1;
          const right = hash('answer', pupil.id, skill.id, s, q) < 0.4 + 0.5 * pupil.ability + 0.05 * s;
          state = applyAnswer(state, right);
          if (right) correct += 1;
          if (state.score >= 100) break;
        }
        const seconds = answered * hashInt(25, 70, 'pace', pupil.id, skill.id, s);
        practised.push({
          pupil_id: pupil.id,
          skill_id: skill.id,
          course_id: skill.course_id,
          at,
          answered,
          correct,
          seconds,
          homework_id: null,
        });
        m.answered += answered;
        m.correct += correct;
        m.seconds += seconds;
        m.last = !m.last || at > m.last ? at : m.last;
        if (state.score >= 100) break;
      }
      if (m.answered === 0) continue;
      masteries.set(`${pupil.id}:${skill.id}`, { ...m, score: state.score, streak: state.streak });
    }
    practised.sort((a, b) => a.at.getTime() - b.at.getTime()).forEach(push);
  }

  return {
    sessions,
    sessionsOf: (pupilId) => byPupil.get(pupilId) ?? [],
    mastery: (pupilId, skillId) => masteries.get(`${pupilId}:${skillId}`) ?? { ...EMPTY },
    level: (m) => levelOf(m.score, m.answered),
    taughtOn: (skill) => taught.get(skill.id) ?? today,
    record(pupilId, skill, correct, seconds, at, homeworkId = null, hintsUsed = 0) {
      const key = `${pupilId}:${skill.id}`;
      const before = masteries.get(key) ?? { ...EMPTY };
      const next = applyAnswer({ score: before.score, streak: before.streak }, correct, hintsUsed);
      const after: Mastery = {
        score: next.score,
        streak: next.streak,
        answered: before.answered + 1,
        correct: before.correct + (correct ? 1 : 0),
        seconds: before.seconds + seconds,
        last: at,
      };
      masteries.set(key, after);
      // One sitting per pupil, skill and hour: live answers extend the sitting they belong to.
      const list = byPupil.get(pupilId) ?? [];
      const open = list.at(-1);
      // A sitting of the replayed year is never extended: its answers are unfolded from its counts.
      if (
        open &&
        open.at >= now &&
        open.skill_id === skill.id &&
        at.getTime() - open.at.getTime() < 3_600_000 &&
        open.homework_id === homeworkId
      ) {
        open.answered += 1;
        open.correct += correct ? 1 : 0;
        open.seconds += seconds;
      } else {
        push({
          pupil_id: pupilId,
          skill_id: skill.id,
          course_id: skill.course_id,
          at,
          answered: 1,
          correct: correct ? 1 : 0,
          seconds,
          homework_id: homeworkId,
        });
      }
      return { before, after };
    },
  };
}
