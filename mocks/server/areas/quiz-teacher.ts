/**
 * The teacher's quizzes: the list over their classes (status by the clock, in the one list order),
 * the skills a quiz may draw from, and creating one quiz per class — checked (400, in Persian)
 * for classes that are not the teacher's, a course of another grade, skills outside the course's
 * offer, too few questions and an incoherent window; the class's pupils see it on their next read
 * and are notified.
 */
import { courseById, questionsOfSkill, skillById, skillsOfCourse } from '../../world/curriculum/index.ts';
import { isoDateTime } from '../../world/calendar.ts';
import { faDigits } from '../../world/curriculum/persian.ts';
import type { SkillRec } from '../../world/curriculum/types.ts';
import { teacherTitle } from '../../world/homework.ts';
import { notify } from '../../world/notifications.ts';
import { drawItems } from '../../world/quiz-build.ts';
import { toSecond } from '../../world/quiz-attempts.ts';
import { addQuiz, inClockOrder, quizById, quizClockStatus, quizzesOfClass, removeQuiz } from '../../world/quizzes.ts';
import type { QuizRec } from '../../world/quiz-types.ts';
import type { PersonRec } from '../../world/types.ts';
import { badRequest, idParam, notFound, ok, type BodyOf, type Ctx, type Handlers } from '../context.ts';
import { classRef } from './account.ts';
import { asTeacher } from './homework-access.ts';
import { skillView } from './practice-views.ts';
import { quizView } from './quiz-views.ts';

/** The contract's rule: a skill with fewer questions is too small to draw a fair quiz from. */
const MIN_BANK = 10;

const offered = (courseId: number): SkillRec[] =>
  skillsOfCourse(courseId).filter((skill) => questionsOfSkill(skill.id).length >= MIN_BANK);

const TEXT = {
  started: 'آزمون شروع شده است و دیگر تغییر نمی‌کند.',
  cancelled: 'آزمون لغو شد.',
};

/** The checks a new and an edited quiz share: its window and its skills (of the course's offer, enough questions). */
function checkPaper(
  ctx: Ctx,
  courseId: number,
  body: Omit<BodyOf<'updateTeacherQuiz'>, 'title' | 'showAnswersAfter'>,
): { skills: SkillRec[]; start: Date; end: Date } {
  const start = toSecond(new Date(body.startsAt));
  const end = toSecond(new Date(body.endsAt));
  if (end.getTime() < start.getTime() + body.durationMinutes * 60_000)
    badRequest('زمان پایان آزمون باید دست‌کم به اندازهٔ مدت آزمون بعد از شروع آن باشد.');
  if (end <= ctx.now) badRequest('زمان پایان آزمون گذشته است؛ زمان دیگری انتخاب کنید.');
  const allowed = new Set(offered(courseId).map((skill) => skill.id));
  if (!body.skillIds.every((id) => allowed.has(id)))
    badRequest('مهارت‌های انتخاب‌شده از مهارت‌های آزمون این درس نیستند.');
  const skills = body.skillIds.map((id) => skillById(id)!);
  const bank = skills.reduce((sum, skill) => sum + questionsOfSkill(skill.id).length, 0);
  if (bank < body.questionCount) badRequest('مهارت‌های انتخاب‌شده برای این تعداد پرسش کافی نیستند.');
  return { skills, start, end };
}

function checkCreate(ctx: Ctx, teacher: PersonRec, body: BodyOf<'createTeacherQuiz'>) {
  for (const classId of body.classIds) {
    const cls = ctx.world.classRec(classId);
    if (!cls || cls.teacher_id !== teacher.id) badRequest('یکی از کلاس‌های انتخاب‌شده از کلاس‌های شما نیست.');
    if (!ctx.world.coursesOfClass(classId).some((course) => course.id === body.courseId))
      badRequest(`این درس برای کلاس ${cls!.name} نیست.`);
  }
  return checkPaper(ctx, body.courseId, body);
}

/** One of the teacher's quizzes that has not opened yet: another's is 404, an opened one 400. */
function upcomingQuiz(ctx: Ctx): { teacher: PersonRec; quiz: QuizRec } {
  const teacher = asTeacher(ctx);
  const quiz = quizById(ctx.world, idParam(ctx, 'id'));
  if (!quiz || ctx.world.classRec(quiz.class_id)?.teacher_id !== teacher.id) notFound();
  if (quizClockStatus(quiz!, ctx.now) !== 'upcoming') badRequest(TEXT.started);
  return { teacher, quiz: quiz! };
}

const paperNote = (count: number, minutes: number) => `${faDigits(count)} پرسش در ${faDigits(minutes)} دقیقه.`;

/** Tells every pupil of the quiz's class what the teacher did to it. */
function tellClass(ctx: Ctx, teacher: PersonRec, quiz: QuizRec, heading: string, what: string) {
  for (const pupil of ctx.world.pupilsOf(quiz.class_id))
    notify(ctx.world, pupil.id, heading, `${teacherTitle(teacher)} آزمون «${quiz.title}» را ${what}.`);
}

export const teacherQuizHandlers = {
  listTeacherQuizzes(ctx) {
    const teacher = asTeacher(ctx);
    const classId = ctx.query.classId;
    // Another teacher's class lists nothing (the contract has no 404 here).
    const classes = ctx.world.teacherClasses(teacher.id).filter((c) => classId === undefined || c.id === classId);
    const quizzes = inClockOrder(
      classes.flatMap((cls) => quizzesOfClass(ctx.world, cls.id)),
      ctx.now,
    );
    return ok(quizzes.map((quiz) => quizView(ctx.world, quiz, quizClockStatus(quiz, ctx.now))));
  },

  listQuizSkills(ctx) {
    asTeacher(ctx);
    return ok(offered(Number(ctx.query.courseId)).map(skillView));
  },

  createTeacherQuiz(ctx) {
    const teacher = asTeacher(ctx);
    const body = ctx.body;
    const { skills, start, end } = checkCreate(ctx, teacher, body);
    const title = body.title.trim();
    const created = body.classIds.map((classId) => {
      const quiz = addQuiz(ctx.world, {
        title,
        description: paperNote(body.questionCount, body.durationMinutes),
        course_id: body.courseId,
        class_id: classId,
        teacher_id: teacher.id,
        skill_ids: skills.map((skill) => skill.id),
        items: [],
        duration_minutes: body.durationMinutes,
        start_at: start,
        end_at: end,
        show_answers_after: body.showAnswersAfter ?? 'submission',
        created_at: toSecond(ctx.now),
      });
      // Drawn per quiz (seeded by its id), so each class's paper is its own.
      quiz.items = drawItems(skills, body.questionCount, quiz.id);
      const className = ctx.world.classRec(classId)!.name;
      for (const pupil of ctx.world.pupilsOf(classId)) {
        notify(
          ctx.world,
          pupil.id,
          'آزمون تازه',
          `${teacherTitle(teacher)} آزمون «${title}» را برای کلاس ${className} گذاشت.`,
        );
      }
      return quiz;
    });
    return ok(
      created.map((quiz) => quizView(ctx.world, quiz, quizClockStatus(quiz, ctx.now))),
      201,
    );
  },

  getTeacherQuizEditForm(ctx) {
    const { quiz } = upcomingQuiz(ctx);
    return ok({
      id: quiz.id,
      title: quiz.title,
      class: classRef(ctx.world, quiz.class_id),
      course: courseById(quiz.course_id)!,
      skillIds: quiz.skill_ids,
      questionCount: quiz.items.length,
      durationMinutes: quiz.duration_minutes,
      startsAt: isoDateTime(quiz.start_at),
      endsAt: isoDateTime(quiz.end_at),
      showAnswersAfter: quiz.show_answers_after,
    });
  },

  updateTeacherQuiz(ctx) {
    const { teacher, quiz } = upcomingQuiz(ctx);
    const body = ctx.body;
    const { skills, start, end } = checkPaper(ctx, quiz.course_id, body);
    const ids = skills.map((skill) => skill.id);
    // A new paper only when what it is drawn from changed: the same skills and count keep the questions.
    if (ids.join() !== quiz.skill_ids.join() || body.questionCount !== quiz.items.length)
      quiz.items = drawItems(skills, body.questionCount, quiz.id);
    Object.assign(quiz, {
      title: body.title.trim(),
      description: paperNote(body.questionCount, body.durationMinutes),
      skill_ids: ids,
      duration_minutes: body.durationMinutes,
      start_at: start,
      end_at: end,
      show_answers_after: body.showAnswersAfter,
    });
    tellClass(ctx, teacher, quiz, 'آزمون تغییر کرد', 'تغییر داد؛ زمان و پرسش‌هایش را دوباره ببین');
    return ok(quizView(ctx.world, quiz, quizClockStatus(quiz, ctx.now)));
  },

  cancelTeacherQuiz(ctx) {
    const { teacher, quiz } = upcomingQuiz(ctx);
    removeQuiz(ctx.world, quiz);
    tellClass(ctx, teacher, quiz, 'آزمون لغو شد', 'لغو کرد');
    return ok({ detail: TEXT.cancelled });
  },
} satisfies Handlers;
