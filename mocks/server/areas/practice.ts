/**
 * Practice: the next question of a skill or a homework (a question the pupil has not just seen:
 * the skill's bank in a rotation, then questions made past it, world/practice.ts nextQuestion;
 * the one left unanswered on a reload), a question by key,
 * and the verdict on an answer — judged on the server against the key, the SmartScore moved by
 * the world's rules, the homework and package activity credited, rewards earned.
 */
import { isoDate } from '../../world/calendar.ts';
import { skillById, skillByName } from '../../world/curriculum/index.ts';
import type { QuestionRec, SkillRec } from '../../world/curriculum/types.ts';
import { homeworkSkills, pupilProgress, type HomeworkRec } from '../../world/homework.ts';
import { bankQuestion, bankQuestionByKey } from '../../world/practice-bank.ts';
import { markUnderstood, nextQuestion, openQuestion, serve } from '../../world/practice.ts';
import type { PersonRec } from '../../world/types.ts';
import { badRequest, notFound, ok, type Ctx, type Handlers } from '../context.ts';
import { asPupil, pupilHomework } from './homework-access.ts';
import { answerQuestion } from './practice-answer.ts';
import { pupilCourses, pupilQuestion, pupilSkill } from './practice-skills.ts';
import { nextQuestionView } from './practice-views.ts';

const NOTHING_ASKED = 'مهارت یا سؤال مشخص نشده است.';

/** Today's answers of the pupil on the skill, plus one: the number of the question shown. */
function numberToday(ctx: Ctx, pupil: PersonRec, skillId: number): number {
  const today = isoDate(ctx.world.now());
  const sittings = ctx.world.activity
    .sessionsOf(pupil.id)
    .filter((s) => s.skill_id === skillId && isoDate(s.at) === today);
  return sittings.reduce((sum, s) => sum + s.answered, 0) + 1;
}

function reply(ctx: Ctx, pupil: PersonRec, skill: SkillRec, question: QuestionRec | null, hw: HomeworkRec | null) {
  if (question)
    serve(ctx.world, pupil.id, { question_id: question.id, skill_id: skill.id, homework_id: hw?.id ?? null });
  return nextQuestionView(ctx.world, pupil.id, skill, question, numberToday(ctx, pupil, skill.id), hw?.id ?? null);
}

/** A mastered skill (100): in a homework where it is done, nothing is left of it. */
const mastered = (ctx: Ctx, pupil: PersonRec, skill: SkillRec) =>
  ctx.world.activity.mastery(pupil.id, skill.id).score >= 100;

export const practiceHandlers = {
  getNextQuestion(ctx) {
    const pupil = asPupil(ctx);
    const { skillName, homeworkId, questionId, isEmpty } = ctx.query;
    if (skillName === undefined && homeworkId === undefined && questionId === undefined) badRequest(NOTHING_ASKED);
    const hw = homeworkId === undefined ? null : pupilHomework(ctx, homeworkId).hw;
    if (questionId !== undefined) {
      const question = pupilQuestion(ctx, pupil, bankQuestion(questionId));
      if (hw && !hw.skill_ids.includes(question.skill_id)) notFound();
      return ok(reply(ctx, pupil, skillById(question.skill_id)!, question, hw));
    }
    let skill: SkillRec;
    if (skillName !== undefined) {
      skill = pupilSkill(ctx, pupil, skillByName(skillName));
      if (hw && !hw.skill_ids.includes(skill.id)) notFound();
    } else {
      // The homework's first skill not done (HomeworkSkillProgress.done); when every one is, nothing is left.
      const skills = homeworkSkills(hw!);
      if (!skills.length) notFound();
      const rows = pupilProgress(ctx.world, hw!, pupil.id).skills;
      const undone = skills.find((s) => !rows.find((row) => row.skill_id === s.id)?.done);
      if (!undone) return ok(reply(ctx, pupil, skills[skills.length - 1]!, null, hw));
      skill = undone;
    }
    // In a homework, a skill done there and mastered has nothing left (a skill mastered before
    // the homework still asks for an answer in it, to count as done there). A skill alone goes on.
    const doneHere = hw && pupilProgress(ctx.world, hw, pupil.id).skills.find((r) => r.skill_id === skill.id)?.done;
    if (doneHere && mastered(ctx, pupil, skill)) return ok(reply(ctx, pupil, skill, null, hw));
    const open = openQuestion(ctx.world, pupil.id);
    if (isEmpty && open && open.skill_id === skill.id && open.homework_id === (hw?.id ?? null)) {
      return ok(reply(ctx, pupil, skill, bankQuestion(open.question_id) ?? null, hw));
    }
    return ok(reply(ctx, pupil, skill, nextQuestion(ctx.world, pupil.id, skill) ?? null, hw));
  },

  getQuestionByKey(ctx) {
    const pupil = asPupil(ctx);
    const question = pupilQuestion(ctx, pupil, bankQuestionByKey(ctx.params.questionKey ?? ''));
    const { homeworkId } = ctx.query;
    const hw = homeworkId === undefined ? null : pupilHomework(ctx, homeworkId).hw;
    if (hw && !hw.skill_ids.includes(question.skill_id)) notFound();
    return ok(reply(ctx, pupil, skillById(question.skill_id)!, question, hw));
  },

  submitAnswer: answerQuestion,

  markSolutionUnderstood(ctx) {
    const pupil = asPupil(ctx);
    const { question_id, understood } = ctx.body;
    const question = bankQuestion(question_id);
    if (!question || !pupilCourses(ctx.world, pupil).some((c) => c.id === skillById(question.skill_id)?.course_id)) {
      badRequest('این سؤال پیدا نشد.');
    }
    markUnderstood(ctx.world, pupil.id, question_id, understood);
    return ok({
      detail: understood ? 'ثبت شد. آفرین که راه‌حل را خواندی!' : 'ثبت شد. معلمت می‌بیند و کمکت می‌کند.',
    });
  },
} satisfies Handlers;
