/**
 * The demo world: one school year of provinces, schools, classes, people, curriculum and what
 * the pupils did. `buildWorld` makes a fresh, mutable copy; the gateway keeps one per browser
 * namespace and mutates it as users write (mocks/server/worlds.ts). Areas that need more
 * (homework, quizzes, chats…) attach their own parts lazily with `part()`, so this file never
 * has to know them.
 */
import { buildActivity, type Activity } from './activity.ts';
import { ANCHOR } from './calendar.ts';
import { coursesOfGrade } from './curriculum/index.ts';
import type { CourseRec, Grade } from './curriculum/types.ts';
import { buildPeople, type PeopleOptions } from './people.ts';
import type { ClassRec, PersonRec, ProvinceRec, SchoolRec } from './types.ts';

export interface WorldOptions extends PeopleOptions {
  /** The moment the world is built at: ANCHOR for examples and tests, the real time when served. */
  now?: Date;
  /** The clock handlers read (quiz timers): fixed at `now` unless given. */
  clock?: () => Date;
}

export interface World {
  readonly builtAt: Date;
  readonly large: boolean;
  now(): Date;
  provinces: ProvinceRec[];
  schools: SchoolRec[];
  classes: ClassRec[];
  people: PersonRec[];
  activity: Activity;
  person(id: number): PersonRec | undefined;
  school(id: number): SchoolRec | undefined;
  classRec(id: number): ClassRec | undefined;
  pupilsOf(classId: number): PersonRec[];
  classesOf(schoolId: number): ClassRec[];
  /** Classes a teacher teaches. */
  teacherClasses(teacherId: number): ClassRec[];
  gradeOf(pupil: PersonRec): Grade | undefined;
  /** The courses of a class's grade (a class teacher teaches every subject). */
  coursesOfClass(classId: number): CourseRec[];
  /** Adds someone who joins during the session (a registered pupil) to every lookup and list. */
  addPerson(person: PersonRec): void;
  /** A new id for `kind` (homework, message…), above every id the world was built with. */
  nextId(kind: string, start: number): number;
  /** A part of the world an area builds on first use and keeps with this world. */
  part<T>(key: string, build: (world: World) => T): T;
}

export function buildWorld(options: WorldOptions = {}): World {
  const now = options.now ?? ANCHOR;
  const clock = options.clock ?? (() => now);
  const { provinces, schools, classes, people } = buildPeople(options);
  const personById = new Map(people.map((p) => [p.id, p]));
  const schoolById = new Map(schools.map((s) => [s.id, s]));
  const classById = new Map(classes.map((c) => [c.id, c]));
  const pupilsByClass = new Map<number, PersonRec[]>();
  for (const person of people) {
    if (person.role !== 'student' || person.class_id === null) continue;
    const list = pupilsByClass.get(person.class_id) ?? [];
    list.push(person);
    pupilsByClass.set(person.class_id, list);
  }
  const gradeOf = (pupil: PersonRec) => (pupil.class_id === null ? undefined : classById.get(pupil.class_id)?.grade);
  const activity = buildActivity(
    people.filter((p) => p.role === 'student'),
    gradeOf,
    now,
  );
  const counters = new Map<string, number>();
  const parts = new Map<string, unknown>();

  const world: World = {
    builtAt: now,
    large: options.large ?? false,
    now: clock,
    provinces,
    schools,
    classes,
    people,
    activity,
    person: (id) => personById.get(id),
    school: (id) => schoolById.get(id),
    classRec: (id) => classById.get(id),
    pupilsOf: (classId) => pupilsByClass.get(classId) ?? [],
    classesOf: (schoolId) => classes.filter((c) => c.school_id === schoolId),
    teacherClasses: (teacherId) => classes.filter((c) => c.teacher_id === teacherId),
    gradeOf,
    coursesOfClass: (classId) => {
      const grade = classById.get(classId)?.grade;
      return grade ? coursesOfGrade(grade) : [];
    },
    addPerson(person) {
      people.push(person);
      personById.set(person.id, person);
      if (person.role !== 'student' || person.class_id === null) return;
      const list = pupilsByClass.get(person.class_id) ?? [];
      list.push(person);
      pupilsByClass.set(person.class_id, list);
    },
    nextId(kind, start) {
      const next = Math.max(counters.get(kind) ?? start, start);
      counters.set(kind, next + 1);
      return next;
    },
    part<T>(key: string, build: (w: World) => T): T {
      if (!parts.has(key)) parts.set(key, build(world));
      return parts.get(key) as T;
    },
  };
  return world;
}
