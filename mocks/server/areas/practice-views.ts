/**
 * The contract's shapes of the learning core, built from world records: Skill (without the
 * curriculum's own book-keeping fields), SkillMastery, NextQuestion and StudentBrief. Every area of the
 * practice and homework calls draws them from here, so a skill reads the same everywhere.
 */
import type { World } from '../../world/build.ts';
import { isoDateTime } from '../../world/calendar.ts';
import type { QuestionRec, SkillRec } from '../../world/curriculum/types.ts';
import type { PersonRec } from '../../world/types.ts';

export function skillView(skill: SkillRec) {
  return {
    id: skill.id,
    name: skill.name,
    code: skill.code,
    title: skill.title,
    subject: skill.subject,
    grade: skill.grade,
    subject_index: skill.subject_index,
    course_id: skill.course_id,
    chapter: skill.chapter,
    section: skill.section,
    page: skill.page,
  };
}

/** The pupil's SmartScore and totals on a skill (not_started and zeros when never practised). */
export function masteryView(world: World, pupilId: number, skill: SkillRec) {
  const m = world.activity.mastery(pupilId, skill.id);
  return {
    skill: skillView(skill),
    smart_score: m.score,
    level: world.activity.level(m),
    questions_answered: m.answered,
    correct_answers: m.correct,
    time_spent_seconds: m.seconds,
    last_practiced_at: m.last ? isoDateTime(m.last) : null,
  };
}

/** NextQuestion: the question (null: nothing left), the pupil's mastery and streak on its skill. */
export function nextQuestionView(
  world: World,
  pupilId: number,
  skill: SkillRec,
  question: QuestionRec | null,
  number: number,
  homeworkId: number | null,
) {
  return {
    question: question ? question.question : null,
    mastery: masteryView(world, pupilId, skill),
    streak: world.activity.mastery(pupilId, skill.id).streak,
    number,
    homework_id: homeworkId,
  };
}

export function studentBrief(person: PersonRec) {
  return {
    id: person.id,
    username: person.username,
    first_name: person.first_name,
    last_name: person.last_name,
    gender: person.gender,
    profile_url: person.profile_url,
  };
}
