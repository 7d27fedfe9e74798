/**
 * Who may read which homework: a pupil their own class's homework once it has started (never a
 * draft), a teacher the homework of the classes they teach (drafts included), a manager every
 * homework given to their school's classes (a scheduled one too; never a teacher's draft). Anything else answers 404 like
 * an id that does not exist (the contract's NotFound); a call of another role answers 403.
 */
import { givenToClass, homeworkById, visibleToPupils, type HomeworkRec } from '../../world/homework.ts';
import type { ClassRec, PersonRec, Role } from '../../world/types.ts';
import { forbidden, me, notFound, type Ctx } from '../context.ts';

/** The signed-in user when their role is `role`, else 403. */
export function asRole(ctx: Ctx, role: Role): PersonRec {
  const person = me(ctx);
  return person.role === role ? person : forbidden();
}

export const asPupil = (ctx: Ctx): PersonRec => asRole(ctx, 'student');
export const asTeacher = (ctx: Ctx): PersonRec => asRole(ctx, 'teacher');
export const asManager = (ctx: Ctx): PersonRec => asRole(ctx, 'school');

export function pupilHomework(ctx: Ctx, id: number): { pupil: PersonRec; hw: HomeworkRec } {
  const pupil = asPupil(ctx);
  const hw = homeworkById(ctx.world, id);
  if (!hw || hw.class_id !== pupil.class_id || !visibleToPupils(ctx.world, hw)) notFound();
  return { pupil, hw: hw! };
}

/** A class the teacher teaches, else 404. */
export function teacherClass(ctx: Ctx, teacher: PersonRec, classId: number): ClassRec {
  const cls = ctx.world.classRec(classId);
  return cls && cls.teacher_id === teacher.id ? cls : notFound();
}

export function teacherHomework(ctx: Ctx, id: number): { teacher: PersonRec; hw: HomeworkRec } {
  const teacher = asTeacher(ctx);
  const hw = homeworkById(ctx.world, id);
  if (!hw) notFound();
  teacherClass(ctx, teacher, hw!.class_id);
  return { teacher, hw: hw! };
}

/** A class of the manager's school, else 404. */
export function schoolClass(ctx: Ctx, manager: PersonRec, classId: number): ClassRec {
  const cls = ctx.world.classRec(classId);
  return cls && cls.school_id === manager.school_id ? cls : notFound();
}

export function schoolHomework(ctx: Ctx, id: number): { manager: PersonRec; hw: HomeworkRec } {
  const manager = asManager(ctx);
  const hw = homeworkById(ctx.world, id);
  if (!hw || !givenToClass(hw)) notFound();
  schoolClass(ctx, manager, hw!.class_id);
  return { manager, hw: hw! };
}

/** A pupil of the homework's class, else 404. */
export function homeworkPupil(ctx: Ctx, hw: HomeworkRec, pupilId: number): PersonRec {
  const pupil = ctx.world.person(pupilId);
  return pupil && pupil.role === 'student' && pupil.class_id === hw.class_id ? pupil : notFound();
}
