/**
 * Whose school a school page reads: the manager's own school, or — for the education office's
 * mirrored calls under /organization/school/… — the school named by `schoolId`, seen in
 * grades 4–6 only (the organization routes have no grade 3). Every school handler reads its
 * classes, pupils and homework through a scope, so the office's page of a school is the
 * manager's page of it, less grade 3.
 */
import type { Grade } from '../../world/curriculum/index.ts';
import { homeworkById, visibleToPupils, type HomeworkRec } from '../../world/homework.ts';
import type { ClassRec, PersonRec, SchoolRec } from '../../world/types.ts';
import { forbidden, me, notFound, type Ctx } from '../context.ts';
import { byClassName } from './reports-shapes.ts';

export interface SchoolScope {
  school: SchoolRec;
  /** The grades this reader sees, in order. */
  grades: readonly Grade[];
}

export type ScopeOf = (ctx: Ctx) => SchoolScope;

const ALL_GRADES: readonly Grade[] = ['third', 'fourth', 'fifth', 'sixth'];
export const OFFICE_GRADES: readonly Grade[] = ['fourth', 'fifth', 'sixth'];

/** The signed-in manager's school, every grade. */
export const managerScope: ScopeOf = (ctx) => {
  const manager = me(ctx);
  if (manager.role !== 'school' || manager.school_id === null) forbidden();
  return { school: ctx.world.school(manager.school_id!)!, grades: ALL_GRADES };
};

/** The school an office user browses (`schoolId`), grades 4–6; a school that does not exist is 404. */
export const officeScope: ScopeOf = (ctx) => {
  if (me(ctx).role !== 'organization') forbidden();
  // The demo office oversees every province (the contract's national user), so every school is in scope.
  const school = ctx.world.school(Number(ctx.query.schoolId)) ?? notFound();
  return { school, grades: OFFICE_GRADES };
};

/** The scope's classes in name order. */
export const scopeClasses = (ctx: Ctx, scope: SchoolScope): ClassRec[] =>
  ctx.world
    .classesOf(scope.school.id)
    .filter((c) => scope.grades.includes(c.grade))
    .sort(byClassName);

export const scopePupils = (ctx: Ctx, scope: SchoolScope): PersonRec[] =>
  scopeClasses(ctx, scope).flatMap((c) => ctx.world.pupilsOf(c.id));

export function scopeClass(ctx: Ctx, scope: SchoolScope, classId: number): ClassRec | undefined {
  const cls = ctx.world.classRec(classId);
  return cls && cls.school_id === scope.school.id && scope.grades.includes(cls.grade) ? cls : undefined;
}

export function scopePupil(ctx: Ctx, scope: SchoolScope, pupilId: number): PersonRec | undefined {
  const pupil = ctx.world.person(pupilId);
  if (!pupil || pupil.role !== 'student' || pupil.class_id === null) return undefined;
  return scopeClass(ctx, scope, pupil.class_id) ? pupil : undefined;
}

/** A homework of the scope that pupils (and so the manager) can see. */
export function scopeHomework(ctx: Ctx, scope: SchoolScope, id: number): HomeworkRec | undefined {
  const hw = homeworkById(ctx.world, id);
  return hw && visibleToPupils(ctx.world, hw) && scopeClass(ctx, scope, hw.class_id) ? hw : undefined;
}
