/**
 * The teacher's homework form: the skills a page or section range holds (brief-skills), new
 * homework for one or more classes (one record per class, every pupil notified), and the edit
 * form with its save. The range decides the skills by the same rule everywhere
 * (skillsInRange: a skill belongs to the range when its first page, or its section, lies in it).
 */
import type { World } from '../../world/build.ts';
import { courseById, skillsInRange, type SkillRange } from '../../world/curriculum/index.ts';
import type { CourseRec, SkillRec } from '../../world/curriculum/types.ts';
import {
  createHomework,
  homeworkSkills,
  pupilProgress,
  todayOf,
  updateHomework,
  type HomeworkRec,
} from '../../world/homework.ts';
import type { PersonRec } from '../../world/types.ts';
import { badRequest, idParam, notFound, ok, type Handlers } from '../context.ts';
import { classRef } from './account.ts';
import { asTeacher, teacherHomework } from './homework-access.ts';
import { homeworkView } from './homework-views.ts';
import { skillView } from './practice-views.ts';

const TEXT = {
  bothRanges: 'محدودهٔ تکلیف را یا با شمارهٔ صفحه یا با شمارهٔ درس مشخص کنید، نه هر دو.',
  reversedPages: 'صفحهٔ پایان باید بعد از صفحهٔ شروع باشد.',
  reversedSections: 'درس پایان باید بعد از درس شروع باشد.',
  emptyRange: 'در این محدوده مهارتی برای تمرین وجود ندارد.',
  notInRange: 'مهارت انتخاب‌شده در محدودهٔ این تکلیف نیست.',
  dates: 'تاریخ پایان تکلیف باید بعد از تاریخ شروع باشد.',
  pastStart: 'تاریخ شروع تکلیف نمی‌تواند در گذشته باشد.',
  notYourClass: 'این کلاس از کلاس‌های شما نیست.',
  wrongGrade: 'این درس برای پایهٔ کلاس انتخاب‌شده نیست.',
  startMoved: 'تکلیف شروع شده است و تاریخ شروع آن را نمی‌توان تغییر داد.',
  locked: (title: string) => `مهارت «${title}» را دانش‌آموزان تمرین کرده‌اند و حذف‌شدنی نیست.`,
};

type RangeQuery = { firstPage?: number; lastPage?: number; firstSection?: number; lastSection?: number };

/** The range of a body or query: pages, sections, or none; both is a 400 (when `strict`). */
function rangeOf(input: RangeQuery, strict: boolean): SkillRange | undefined {
  const pages = input.firstPage !== undefined || input.lastPage !== undefined;
  const sections = input.firstSection !== undefined || input.lastSection !== undefined;
  if (pages && sections && strict) badRequest(TEXT.bothRanges);
  if (pages) {
    const range = { firstPage: input.firstPage ?? 1, lastPage: input.lastPage ?? 300 };
    return range.lastPage < range.firstPage ? badRequest(TEXT.reversedPages) : range;
  }
  if (sections) {
    const range = { firstSection: input.firstSection ?? 1, lastSection: input.lastSection ?? 99 };
    return range.lastSection < range.firstSection ? badRequest(TEXT.reversedSections) : range;
  }
  return undefined;
}

/** The courses a teacher teaches: every course of the grades of their classes. */
function teacherCourse(world: World, teacher: PersonRec, courseId: number): CourseRec | undefined {
  const course = courseById(courseId);
  return course && world.teacherClasses(teacher.id).some((c) => c.grade === course.grade) ? course : undefined;
}

export function rangeOfHomework(hw: HomeworkRec): SkillRange {
  return hw.first_page !== null && hw.last_page !== null
    ? { firstPage: hw.first_page, lastPage: hw.last_page }
    : { firstSection: hw.first_section ?? 1, lastSection: hw.last_section ?? 1 };
}

/** The range's skills, narrowed to `skillIds` when given (each must lie in the range). */
function chosenSkills(courseId: number, range: SkillRange, skillIds: readonly number[] | undefined): SkillRec[] {
  const inRange = skillsInRange(courseId, range);
  if (!skillIds) return inRange.length ? inRange : badRequest(TEXT.emptyRange);
  if (skillIds.some((id) => !inRange.some((skill) => skill.id === id))) badRequest(TEXT.notInRange);
  const kept = inRange.filter((skill) => skillIds.includes(skill.id));
  return kept.length ? kept : badRequest(TEXT.emptyRange);
}

/** Skills a pupil of the class has answered since the homework began: they can no longer be removed. */
export function lockedSkillIds(world: World, hw: HomeworkRec): number[] {
  const locked = new Set<number>();
  for (const pupil of world.pupilsOf(hw.class_id)) {
    for (const row of pupilProgress(world, hw, pupil.id).skills)
      if (row.questions_answered > 0) locked.add(row.skill_id);
  }
  return hw.skill_ids.filter((id) => locked.has(id));
}

export const teacherHomeworkFormHandlers = {
  createTeacherHomework(ctx) {
    const teacher = asTeacher(ctx);
    const body = ctx.body;
    // The contract's oneOf refuses pages and sections together; zod's union quietly keeps one.
    const sent = ctx.rawBody;
    if (typeof sent === 'object' && sent !== null && 'firstPage' in sent && 'firstSection' in sent)
      badRequest(TEXT.bothRanges);
    const range = rangeOf(body, true) ?? badRequest(TEXT.emptyRange);
    const course = courseById(body.courseId);
    for (const classId of body.classIds) {
      const cls = ctx.world.classRec(classId);
      if (!cls || cls.teacher_id !== teacher.id) badRequest(TEXT.notYourClass);
      if (!course || course.grade !== cls!.grade) badRequest(TEXT.wrongGrade);
    }
    const skills = chosenSkills(course!.id, range, body.skillIds);
    if (body.endDate < body.startDate) badRequest(TEXT.dates);
    if (body.startDate < todayOf(ctx.world)) badRequest(TEXT.pastStart);
    const created = createHomework(ctx.world, teacher, body.classIds, {
      title: body.title.trim(),
      description: body.description?.trim() || null,
      course: course!,
      skills,
      range,
      target: body.targetSmartScore ?? 80,
      startDate: body.startDate,
      endDate: body.endDate,
    });
    return ok(
      created.map((hw) => homeworkView(ctx.world, hw)),
      201,
    );
  },

  listHomeworkBriefSkills(ctx) {
    const teacher = asTeacher(ctx);
    const course = teacherCourse(ctx.world, teacher, Number(ctx.query.courseId)) ?? notFound();
    const range = rangeOf(ctx.query, false);
    const skills = range ? skillsInRange(course.id, range) : skillsInRange(course.id, { firstPage: 1, lastPage: 1000 });
    return ok(skills.map(skillView));
  },

  getHomeworkEditForm(ctx) {
    const { hw } = teacherHomework(ctx, idParam(ctx, 'id'));
    const range = rangeOfHomework(hw);
    const locked = lockedSkillIds(ctx.world, hw);
    return ok({
      id: hw.id,
      title: hw.title,
      description: hw.description ?? '',
      classes: [classRef(ctx.world, hw.class_id)],
      course: courseById(hw.course_id)!,
      range,
      skills: skillsInRange(hw.course_id, range).map(skillView),
      skillIds: homeworkSkills(hw).map((skill) => skill.id),
      locked_skill_ids: locked,
      targetSmartScore: hw.target_smart_score,
      startDate: hw.start_date,
      endDate: hw.end_date,
      has_started: locked.length > 0,
    });
  },

  updateTeacherHomework(ctx) {
    const { hw } = teacherHomework(ctx, idParam(ctx, 'id'));
    const body = ctx.body;
    const skills = chosenSkills(hw.course_id, rangeOfHomework(hw), body.skillIds);
    const locked = lockedSkillIds(ctx.world, hw);
    const removed = homeworkSkills(hw).find((skill) => locked.includes(skill.id) && !body.skillIds.includes(skill.id));
    if (removed) badRequest(TEXT.locked(removed.title));
    if (locked.length && body.startDate !== hw.start_date) badRequest(TEXT.startMoved);
    if (body.endDate < body.startDate) badRequest(TEXT.dates);
    updateHomework(ctx.world, hw, {
      title: body.title.trim(),
      description: body.description.trim() || null,
      skillIds: skills.map((skill) => skill.id),
      target: body.targetSmartScore,
      startDate: body.startDate,
      endDate: body.endDate,
    });
    return ok(homeworkView(ctx.world, hw));
  },
} satisfies Handlers;
