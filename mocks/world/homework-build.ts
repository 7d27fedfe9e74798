/**
 * The homework teachers gave through the school year so far: about one every 10 days from the
 * first days of Mehr, rotating ریاضی / فارسی / علوم, each on the 2–4 skills of that course most
 * recently taught (world.activity.taughtOn), by pages or by sections of the book, 7–10 days
 * long. The newest one of each class is still open at build time (a teacher extends it when
 * needed), Maryam's classes hold a draft she is still preparing, and her first class a homework
 * she has given that starts tomorrow (scheduled: pupils see it from its start date). Ids are class id × 100 +
 * the homework's number in the class, so they do not move between scenarios.
 */
import type { World } from './build.ts';
import { dayAt, isoDate, isoDateTime, schoolYearStart } from './calendar.ts';
import { skillsOfCourse } from './curriculum/index.ts';
import { faDigits } from './curriculum/persian.ts';
import type { CourseRec, SkillRec } from './curriculum/types.ts';
import type { HomeworkRec } from './homework-types.ts';
import { MARYAM_ID } from './people.ts';
import { hash, hashInt, hashPick } from './random.ts';
import type { ClassRec } from './types.ts';

/** The contract's section range goes up to 12 (HomeworkSectionRange); later sections go by pages. */
const MAX_SECTION = 12;

function descriptionOf(target: number, pick: number): string | null {
  const options = [
    `هر مهارت را تا امتیاز ${faDigits(target)} تمرین کنید.`,
    'هر روز دست‌کم ۱۵ دقیقه تمرین کنید.',
    'پیش از تمرین، درس را یک بار از روی کتاب بخوانید.',
    null,
  ];
  return options[pick % options.length] ?? null;
}

function titleOf(skills: readonly SkillRec[], seed: number): string {
  const newest = skills[skills.length - 1]!;
  if (skills.length > 1 && seed < 0.3) {
    // «فصل ۲ – ضرب و تقسیم» → «مرور ضرب و تقسیم»
    return `مرور ${newest.chapter.replace(/^فصل\s+\S+\s+–\s+/, '')}`;
  }
  return `تکلیف ${newest.title}`;
}

/** The 2–4 consecutive skills of `course` taught last by `day`, or none before the first lesson. */
function recentSkills(world: World, course: CourseRec, day: Date, count: number): SkillRec[] {
  const taught = skillsOfCourse(course.id).filter((skill) => world.activity.taughtOn(skill) <= day);
  return taught.slice(-count);
}

function homeworkFor(
  world: World,
  cls: ClassRec,
  teacherId: number,
  number: number,
  course: CourseRec,
  skills: SkillRec[],
  start: Date,
  length: number,
  draft: boolean,
): HomeworkRec {
  const first = skills[0]!;
  const last = skills[skills.length - 1]!;
  const bySections = last.section <= MAX_SECTION && hash('hw-range', cls.id, number) < 0.4;
  const target = hashPick([80, 80, 80, 80, 70, 90] as const, 'hw-target', cls.id, number);
  const created = dayAt(start, -1, hashInt(19 * 60, 21 * 60 + 50, 'hw-created', cls.id, number));
  return {
    id: cls.id * 100 + number,
    title: titleOf(skills, hash('hw-title', cls.id, number)),
    description: descriptionOf(target, hashInt(0, 3, 'hw-desc', cls.id, number)),
    course_id: course.id,
    class_id: cls.id,
    teacher_id: teacherId,
    skill_ids: skills.map((skill) => skill.id),
    first_page: bySections ? null : first.page,
    last_page: bySections ? null : last.page,
    first_section: bySections ? first.section : null,
    last_section: bySections ? last.section : null,
    start_date: isoDate(start),
    end_date: isoDate(dayAt(start, length)),
    draft,
    target_smart_score: target,
    created_at: isoDateTime(created < world.builtAt ? created : dayAt(world.builtAt, -1, 20 * 60)),
  };
}

function classHomework(world: World, cls: ClassRec): HomeworkRec[] {
  const teacherId = cls.teacher_id;
  if (teacherId === null) return [];
  const courses = world.coursesOfClass(cls.id);
  const today = dayAt(world.builtAt, 0);
  const list: HomeworkRec[] = [];
  let turn = hashInt(0, 2, 'hw-turn', cls.id);
  for (let day = hashInt(5, 8, 'hw-first', cls.id); ; day += hashInt(9, 11, 'hw-gap', cls.id, day)) {
    const start = dayAt(schoolYearStart(world.builtAt), day);
    if (start > today) break;
    // The subject whose turn it is; the next one when its book has no lesson taught yet.
    for (let tries = 0; tries < courses.length; tries += 1) {
      const course = courses[(turn + tries) % courses.length]!;
      const skills = recentSkills(world, course, start, hashInt(2, 4, 'hw-size', cls.id, day));
      if (!skills.length) continue;
      const length = hashInt(7, 10, 'hw-length', cls.id, day);
      list.push(homeworkFor(world, cls, teacherId, list.length + 1, course, skills, start, length, false));
      break;
    }
    turn += 1;
  }
  // The newest homework is still open today: the teacher gave it lately or extended it.
  const newest = list[list.length - 1];
  if (newest && newest.end_date < isoDate(today)) {
    newest.end_date = isoDate(dayAt(today, hashInt(1, 4, 'hw-extended', cls.id)));
  }
  if (teacherId === MARYAM_ID) {
    const start = dayAt(today, hashInt(2, 4, 'hw-draft', cls.id));
    const course = courses[turn % courses.length]!;
    const skills = recentSkills(world, course, start, 2);
    if (skills.length) list.push(homeworkFor(world, cls, teacherId, list.length + 1, course, skills, start, 7, true));
    // …and, in her first class, one she has already given that starts tomorrow (scheduled).
    if (cls.id === Math.min(...world.teacherClasses(teacherId).map((c) => c.id))) {
      const tomorrow = dayAt(today, 1);
      const next = courses[(turn + 1) % courses.length]!;
      const taught = recentSkills(world, next, tomorrow, 3);
      if (taught.length)
        list.push(homeworkFor(world, cls, teacherId, list.length + 1, next, taught, tomorrow, 7, false));
    }
  }
  return list;
}

export function buildHomework(world: World): HomeworkRec[] {
  return world.classes.flatMap((cls) => classHomework(world, cls));
}
