/**
 * The question bank and pupils' answers as teachers and managers read them: a pupil's work on
 * one skill of a homework (the SmartScore now, with the questions, right answers and time of
 * exactly the answers listed: every answer that counts for the homework, newest first — the
 * replayed year's sittings unfolded, then the live answers), and a question by key or by
 * its place in the skill's bank, with the answer key and the worked solution.
 */
import { isoDateTime } from '../../world/calendar.ts';
import { skillById } from '../../world/curriculum/index.ts';
import type { QuestionRec, SkillRec } from '../../world/curriculum/types.ts';
import type { World } from '../../world/build.ts';
import { dayStart, homeworkSkillTotals, type HomeworkRec } from '../../world/homework.ts';
import { bankQuestion, bankQuestionByKey, bankQuestions } from '../../world/practice-bank.ts';
import { historicAttempts } from '../../world/practice-history.ts';
import { practiceOf, type AttemptRec } from '../../world/practice.ts';
import type { PersonRec } from '../../world/types.ts';
import { notFound, ok, type Ctx, type Handlers } from '../context.ts';
import { asRole, homeworkPupil, schoolHomework, teacherHomework } from './homework-access.ts';
import { masteryView, skillView, studentBrief } from './practice-views.ts';

/**
 * The answers of a pupil on a skill that count for `hw` (countsForHomework: from its first day, in
 * plain practice or inside it), or every answer on the skill without a homework; oldest first. The
 * page of a pupil's answers lists them and the trouble spots count them.
 */
export function countedAttempts(
  world: World,
  hw: HomeworkRec | null,
  pupilId: number,
  skill: SkillRec,
): readonly Readonly<AttemptRec>[] {
  const from = hw ? dayStart(hw.start_date) : new Date(0);
  const live = practiceOf(world).attempts.filter(
    (a) =>
      a.pupil_id === pupilId &&
      a.skill_id === skill.id &&
      a.at >= from &&
      (hw === null || a.homework_id === null || a.homework_id === hw.id),
  );
  return [...historicAttempts(world, pupilId, skill, from), ...live];
}

/**
 * A pupil's answers on a skill, newest first, with the SmartScore now: those that count for `hw`
 * (countsForHomework: from its start, inside it or in plain practice), or, without a homework
 * (the mastery grid's cell), every answer the pupil has given on the skill.
 */
export function skillWork(ctx: Ctx, hw: HomeworkRec | null, pupil: PersonRec, skillId: number) {
  const skill = !hw || hw.skill_ids.includes(skillId) ? skillById(skillId) : undefined;
  if (!skill) notFound();
  const attempts = [...countedAttempts(ctx.world, hw, pupil.id, skill!)].reverse().map((a) => {
    const question = bankQuestion(a.question_id)!;
    return {
      id: a.id,
      question: question.question,
      answer: a.answer,
      correct_answer: question.answer,
      correct: a.correct,
      smart_score_after: a.smart_score_after,
      time_spent_seconds: a.time_spent_seconds,
      answered_at: isoDateTime(a.at),
    };
  });
  const mastery = masteryView(ctx.world, pupil.id, skill!);
  // The summary counts the same answers as the list (and as the pupil's row in the homework); without
  // a homework, the mastery's own counts are every answer.
  const totals = hw
    ? homeworkSkillTotals(ctx.world, hw, pupil.id, skill!.id)
    : { answered: mastery.questions_answered, correct: mastery.correct_answers, seconds: mastery.time_spent_seconds };
  return {
    student: studentBrief(pupil),
    skill: skillView(skill!),
    mastery: {
      ...mastery,
      questions_answered: totals.answered,
      correct_answers: totals.correct,
      time_spent_seconds: totals.seconds,
      last_practiced_at: attempts[0]?.answered_at ?? null,
    },
    attempts,
  };
}

/** The contract's QuestionBrowse: the question with its key, solution and place in the bank. */
export function questionBrowse(question: QuestionRec) {
  const bank = bankQuestions(question.skill_id);
  const position = bank.findIndex((q) => q.id === question.id) + 1;
  return {
    skill: skillView(skillById(question.skill_id)!),
    question: question.question,
    correct_answer: question.answer,
    solution: question.solution,
    position,
    total: bank.length,
    has_previous: position > 1,
    has_next: position < bank.length,
  };
}

const byKey = (ctx: Ctx) => questionBrowse(bankQuestionByKey(ctx.params.questionKey ?? '') ?? notFound());

export const practiceTeacherHandlers = {
  getHomeworkSkillWork(ctx) {
    const q = ctx.query;
    const { hw } = teacherHomework(ctx, Number(q.homeworkId));
    return ok(skillWork(ctx, hw, homeworkPupil(ctx, hw, Number(q.studentId)), Number(q.skillId)));
  },

  getSchoolStudentHomeworkSkill(ctx) {
    const q = ctx.query;
    const { hw } = schoolHomework(ctx, Number(q.homeworkId));
    return ok(skillWork(ctx, hw, homeworkPupil(ctx, hw, Number(q.studentId)), Number(q.skillId)));
  },

  getTeacherQuestionByKey(ctx) {
    asRole(ctx, 'teacher');
    return ok(byKey(ctx));
  },

  getSchoolQuestionByKey(ctx) {
    asRole(ctx, 'school');
    return ok(byKey(ctx));
  },

  browseSkillQuestions(ctx) {
    asRole(ctx, 'teacher');
    const q = ctx.query;
    const bank = skillById(Number(q.skillId)) ? bankQuestions(Number(q.skillId)) : [];
    if (!bank.length) notFound();
    if (q.questionId === undefined) return ok(questionBrowse(bank[0]!));
    const at = bank.findIndex((question) => question.id === q.questionId);
    const next = at < 0 ? undefined : bank[q.isNext === false ? at - 1 : at + 1];
    return ok(questionBrowse(next ?? notFound()));
  },
} satisfies Handlers;
