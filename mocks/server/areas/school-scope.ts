/**
 * Whose school a school page reads: the manager's own school, or — for the education office's
 * mirrored calls under /organization/school/… — the school named by `schoolId`, seen in
 * grades 4–6 only (the organization routes have no grade 3). Every school handler reads its
 * classes, pupils and homework through a scope, so the office's page of a school is the
 * manager's page of it, less grade 3.
 *
 * An office governs what its record says (PersonRec.governs): a provincial office its own
 * province, the national office every province. A province or school it does not govern answers
 * 404 «موردی پیدا نشد.», exactly like one that does not exist (the contract's NotFound), so ids
 * of other offices' schools reveal nothing.
 */
import type { Grade } from '../../world/curriculum/index.ts';
import { givenToClass, homeworkById, type HomeworkRec } from '../../world/homework.ts';
import type { ClassRec, PersonRec, ProvinceRec, SchoolRec } from '../../world/types.ts';
import { forbidden, me, notFound, type Ctx, type CtxWith } from '../context.ts';
import { byClassName } from './reports-shapes.ts';

export interface SchoolScope {
  school: SchoolRec;
  /** The grades this reader sees, in order. */
  grades: readonly Grade[];
}

/** How the pages find their scope: the manager's from the token, the office's from `schoolId` too. */
export type ScopeOf<C extends Ctx = Ctx> = (ctx: C) => SchoolScope;

const ALL_GRADES: readonly Grade[] = ['third', 'fourth', 'fifth', 'sixth'];
export const OFFICE_GRADES: readonly Grade[] = ['fourth', 'fifth', 'sixth'];

/** The signed-in manager's school, every grade. */
export const managerScope: ScopeOf = (ctx) => {
  const manager = me(ctx);
  if (manager.role !== 'school' || manager.school_id === null) forbidden();
  return { school: ctx.world.school(manager.school_id!)!, grades: ALL_GRADES };
};

/** The signed-in education office; anyone else is refused (403). */
export function theOffice(ctx: Ctx): PersonRec {
  const office = me(ctx);
  return office.role === 'organization' ? office : forbidden();
}

/** Whether `office` governs the province: its own province, or every one for the national office. */
export const officeGoverns = (office: PersonRec, provinceId: number): boolean =>
  office.role === 'organization' && (office.governs === 'national' || office.governs === provinceId);

/** The provinces the signed-in office governs, in id order. */
export const officeProvinces = (ctx: Ctx): ProvinceRec[] => {
  const office = theOffice(ctx);
  return ctx.world.provinces.filter((p) => officeGoverns(office, p.id));
};

/** A province the signed-in office governs, or 404 (one it does not govern reads as one that does not exist). */
export function officeProvince(ctx: Ctx, provinceId: number): ProvinceRec {
  const office = theOffice(ctx);
  const province = ctx.world.provinces.find((p) => p.id === provinceId);
  return province && officeGoverns(office, province.id) ? province : notFound();
}

/**
 * The school an office user browses (`schoolId`), grades 4–6; a school that does not exist, or
 * one outside the provinces the office governs, is 404.
 */
export const officeScope: ScopeOf<CtxWith<{ schoolId: number }>> = (ctx) => {
  const office = theOffice(ctx);
  const school = ctx.world.school(ctx.query.schoolId);
  if (!school || !officeGoverns(office, school.province_id)) notFound();
  return { school: school!, grades: OFFICE_GRADES };
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

/**
 * A homework of the scope the teacher gave (the manager's list of the class: scheduled ones
 * included, never a draft); a scheduled one's figures are empty until it starts.
 */
export function scopeHomework(ctx: Ctx, scope: SchoolScope, id: number): HomeworkRec | undefined {
  const hw = homeworkById(ctx.world, id);
  return hw && givenToClass(hw) && scopeClass(ctx, scope, hw.class_id) ? hw : undefined;
}
