/**
 * The mastery grid (issue 28): pupils × skills, each cell the pupil's SmartScore on the skill now,
 * by the one definition every page uses (`masteryView`: the pupil's skill page, the staff's page of
 * the pupil's answers). The teacher reads a class of theirs; the manager any class of the school
 * or a whole grade. The columns are a homework's skills or one chapter of the course's book.
 */
import { courseById, skillById, skillsOfCourse, type CourseRec, type Grade } from '../../world/curriculum/index.ts';
import { classHomework, type HomeworkRec } from '../../world/homework.ts';
import type { World } from '../../world/build.ts';
import type { ClassRec, PersonRec } from '../../world/types.ts';
import { badRequest, idParam, notFound, ok, type Ctx, type CtxWith, type Handlers } from '../context.ts';
import { asManager, asTeacher, schoolClass, teacherClass } from './homework-access.ts';
import { skillWork } from './practice-teacher.ts';
import { masteryView, skillView } from './practice-views.ts';
import { byClassName, byName, courseOut } from './reports-shapes.ts';

interface GridQuery {
  courseId: number;
  homeworkId?: number;
  chapter?: number;
}

/** The book's chapters of a course, in order, with how many skills each has. */
function chaptersOf(course: CourseRec) {
  const chapters = new Map<number, { order: number; title: string; skills_count: number }>();
  for (const skill of skillsOfCourse(course.id)) {
    const chapter = chapters.get(skill.chapter_order) ?? {
      order: skill.chapter_order,
      title: skill.chapter,
      skills_count: 0,
    };
    chapter.skills_count += 1;
    chapters.set(skill.chapter_order, chapter);
  }
  return [...chapters.values()].sort((a, b) => a.order - b.order);
}

/** The chapter a grid opens on: the classes' latest given homework's in the course, else the first. */
function openingChapter(world: World, classes: ClassRec[], course: CourseRec): number {
  const latest = classes
    .flatMap((cls) => classHomework(world, cls.id))
    .filter((hw) => !hw.draft && hw.course_id === course.id)
    .sort((a, b) => b.start_date.localeCompare(a.start_date) || b.id - a.id)[0];
  const skill = latest?.skill_ids.map(skillById).find((s) => s !== undefined);
  return skill?.chapter_order ?? chaptersOf(course)[0]?.order ?? 1;
}

/** The grid of `classes`' pupils over a homework's skills or a chapter's. */
function grid(world: World, classes: ClassRec[], query: GridQuery, homework: HomeworkRec | null) {
  const course = courseById(query.courseId);
  if (!course || !classes.every((cls) => world.coursesOfClass(cls.id).some((c) => c.id === course.id))) notFound();
  const chapters = chaptersOf(course!);
  const chapter = homework ? null : (query.chapter ?? openingChapter(world, classes, course!));
  if (chapter !== null && !chapters.some((c) => c.order === chapter)) badRequest('این فصل در کتاب نیست.');
  const skills = homework
    ? homework.skill_ids.map(skillById).filter((s) => s !== undefined)
    : skillsOfCourse(course!.id).filter((s) => s.chapter_order === chapter);
  const names = new Map(classes.map((cls) => [cls.id, cls.name]));
  const pupils = classes.flatMap((cls) => world.pupilsOf(cls.id)).sort(byName);
  return {
    course: courseOut(course!),
    chapters,
    chapter,
    homework_id: homework?.id ?? null,
    skills: skills.map(skillView),
    pupils: pupils.map((pupil) => ({
      student_id: pupil.id,
      first_name: pupil.first_name,
      last_name: pupil.last_name,
      class_id: pupil.class_id!,
      class_name: names.get(pupil.class_id!) ?? '',
      cells: skills.map((skill) => {
        const m = masteryView(world, pupil.id, skill);
        return {
          skill_id: skill.id,
          smart_score: m.smart_score,
          level: m.level,
          questions_answered: m.questions_answered,
        };
      }),
    })),
  };
}

/** A homework of the class and course (a given one, or the teacher's draft too), else 404. */
function classCourseHomework(ctx: Ctx, cls: ClassRec, query: GridQuery, drafts: boolean): HomeworkRec | null {
  if (query.homeworkId === undefined) return null;
  const hw = classHomework(ctx.world, cls.id).find((h) => h.id === query.homeworkId);
  return hw && hw.course_id === query.courseId && (drafts || !hw.draft) ? hw : notFound();
}

/** A pupil the reader may read (`mayRead`), with a skill of one of the pupil's class's courses; else 404. */
function pupilSkill(ctx: Ctx, mayRead: (pupil: PersonRec) => boolean) {
  const pupil = ctx.world.person(idParam(ctx, 'studentId'));
  const skill = skillById(idParam(ctx, 'skillId'));
  if (!pupil || pupil.role !== 'student' || !mayRead(pupil) || !skill) notFound();
  const cls = ctx.world.classRec(pupil!.class_id!);
  if (!cls || !ctx.world.coursesOfClass(cls.id).some((c) => c.id === skill!.course_id)) notFound();
  return { pupil: pupil!, skill: skill! };
}

/**
 * What a manager's grid or trouble spots cover: a class of the school (`classId`, then `one` is it),
 * or every class of a grade (`grade`). A class wins over a grade, as a homework over a chapter: the
 * narrower choice is the one meant. A homework needs a class. Another school's class or an empty grade 404.
 */
export function schoolScope(ctx: CtxWith<{ classId?: number; grade?: Grade; homeworkId?: number }>): {
  classes: ClassRec[];
  one: ClassRec | null;
} {
  const manager = asManager(ctx);
  const { classId, grade, homeworkId } = ctx.query;
  if (classId === undefined && grade === undefined) badRequest('یک کلاس یا یک پایه را انتخاب کنید.');
  if (classId === undefined && homeworkId !== undefined) badRequest('تکلیف فقط برای یک کلاس است.');
  if (classId !== undefined) {
    const cls = schoolClass(ctx, manager, classId);
    return { classes: [cls], one: cls };
  }
  const classes = ctx.world
    .classesOf(manager.school_id!)
    .filter((cls) => cls.grade === grade)
    .sort(byClassName);
  if (classes.length === 0) notFound();
  return { classes, one: null };
}

export const masteryHandlers = {
  getTeacherMasteryGrid(ctx) {
    const cls = teacherClass(ctx, asTeacher(ctx), ctx.query.classId);
    return ok(grid(ctx.world, [cls], ctx.query, classCourseHomework(ctx, cls, ctx.query, true)));
  },

  getSchoolMasteryGrid(ctx) {
    const scope = schoolScope(ctx);
    const homework = scope.one ? classCourseHomework(ctx, scope.one, ctx.query, false) : null;
    return ok(grid(ctx.world, scope.classes, ctx.query, homework));
  },

  getTeacherStudentSkillWork(ctx) {
    const teacher = asTeacher(ctx);
    const { pupil, skill } = pupilSkill(ctx, (p) => ctx.world.classRec(p.class_id!)?.teacher_id === teacher.id);
    return ok(skillWork(ctx, null, pupil, skill.id));
  },

  getSchoolStudentSkillWork(ctx) {
    const manager = asManager(ctx);
    const { pupil, skill } = pupilSkill(ctx, (p) => p.school_id === manager.school_id);
    return ok(skillWork(ctx, null, pupil, skill.id));
  },
} satisfies Handlers;
