/**
 * Trouble spots (issue 28, IXL's): where a class or a grade stumbles in one skill — the bank's
 * questions most often missed and the wrong answers given most often. Counted over the answers the
 * staff's page of a pupil's answers lists (`countedAttempts`): a homework's, or every answer on the
 * skill, so a question's misses here are the wrong answers a teacher finds on the pupils' pages.
 */
import { skillById, type SkillRec } from '../../world/curriculum/index.ts';
import { bankQuestion } from '../../world/practice-bank.ts';
import { classHomework, type HomeworkRec } from '../../world/homework.ts';
import type { AnswerValue } from '../../world/curriculum/types.ts';
import type { World } from '../../world/build.ts';
import type { ClassRec } from '../../world/types.ts';
import { notFound, ok, type CtxWith, type Handlers } from '../context.ts';
import { classRef } from './account.ts';
import { asTeacher, teacherClass } from './homework-access.ts';
import { schoolScope } from './mastery.ts';
import { countedAttempts } from './practice-teacher.ts';
import { skillView } from './practice-views.ts';
import { percentOf, sameAnswerKey } from './quiz-report-views.ts';

/** At most this many questions, and this many wrong answers to each. */
const QUESTIONS = 5;
const WRONG_ANSWERS = 3;

interface Tally {
  answered: number;
  wrong: number;
  pupilsWrong: Set<number>;
  answers: Map<string, { answer: AnswerValue; count: number; pupils: Set<number> }>;
}

function troubleSpots(world: World, classes: ClassRec[], skill: SkillRec, hw: HomeworkRec | null) {
  const pupils = classes.flatMap((cls) => world.pupilsOf(cls.id));
  const tallies = new Map<number, Tally>();
  let answered = 0;
  let wrong = 0;
  let practised = 0;
  for (const pupil of pupils) {
    const attempts = countedAttempts(world, hw, pupil.id, skill);
    if (attempts.length > 0) practised += 1;
    for (const a of attempts) {
      answered += 1;
      let tally = tallies.get(a.question_id);
      if (!tally)
        tallies.set(a.question_id, (tally = { answered: 0, wrong: 0, pupilsWrong: new Set(), answers: new Map() }));
      tally.answered += 1;
      if (a.correct) continue;
      wrong += 1;
      tally.wrong += 1;
      tally.pupilsWrong.add(pupil.id);
      const key = sameAnswerKey(a.answer);
      const seen = tally.answers.get(key) ?? { answer: a.answer, count: 0, pupils: new Set<number>() };
      seen.count += 1;
      seen.pupils.add(pupil.id);
      tally.answers.set(key, seen);
    }
  }
  const questions = [...tallies.entries()]
    .filter(([, t]) => t.wrong > 0)
    .sort(([aId, a], [bId, b]) => b.wrong - a.wrong || b.wrong / b.answered - a.wrong / a.answered || aId - bId)
    .slice(0, QUESTIONS)
    .map(([questionId, t]) => {
      const question = bankQuestion(questionId)!;
      return {
        question: question.question,
        correct_answer: question.answer,
        answered_count: t.answered,
        wrong_count: t.wrong,
        percent_wrong: percentOf(t.wrong, t.answered)!,
        pupils_wrong: t.pupilsWrong.size,
        wrong_answers: [...t.answers.entries()]
          .sort(
            ([aKey, a], [bKey, b]) => b.count - a.count || b.pupils.size - a.pupils.size || aKey.localeCompare(bKey),
          )
          .slice(0, WRONG_ANSWERS)
          .map(([, w]) => ({ answer: w.answer, count: w.count, pupils_count: w.pupils.size })),
      };
    });
  return {
    skill: skillView(skill),
    classes: classes.map((cls) => classRef(world, cls.id)),
    homework_id: hw?.id ?? null,
    since: hw?.start_date ?? null,
    pupils_count: pupils.length,
    pupils_practised: practised,
    answered_count: answered,
    wrong_count: wrong,
    questions,
  };
}

type Query = { skillId: number; homeworkId?: number };

/** A skill of the classes' courses, else 404. */
function classesSkill(ctx: CtxWith<Query>, classes: ClassRec[]): SkillRec {
  const skill = skillById(ctx.query.skillId);
  const taught = (cls: ClassRec) => ctx.world.coursesOfClass(cls.id).some((c) => c.id === skill?.course_id);
  return skill && classes.every(taught) ? skill : notFound();
}

/** The class's homework with the skill (a given one, or the teacher's draft too), else 404; null without one asked. */
function skillHomework(ctx: CtxWith<Query>, cls: ClassRec, skill: SkillRec, drafts: boolean): HomeworkRec | null {
  const id = ctx.query.homeworkId;
  if (id === undefined) return null;
  const hw = classHomework(ctx.world, cls.id).find((h) => h.id === id);
  return hw && hw.skill_ids.includes(skill.id) && (drafts || !hw.draft) ? hw : notFound();
}

export const troubleSpotsHandlers = {
  getTeacherTroubleSpots(ctx) {
    const cls = teacherClass(ctx, asTeacher(ctx), ctx.query.classId);
    const skill = classesSkill(ctx, [cls]);
    return ok(troubleSpots(ctx.world, [cls], skill, skillHomework(ctx, cls, skill, true)));
  },

  getSchoolTroubleSpots(ctx) {
    const { classes, one } = schoolScope(ctx);
    const skill = classesSkill(ctx, classes);
    return ok(troubleSpots(ctx.world, classes, skill, one ? skillHomework(ctx, one, skill, false) : null));
  },
} satisfies Handlers;
