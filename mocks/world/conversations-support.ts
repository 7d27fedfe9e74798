/**
 * The support threads: Narges Sadeghi (501) with Sara, Maryam, the manager, pupil 115 and about
 * thirty other pupils, teachers and managers of the world, each one to three episodes over the
 * last six weeks. Some end unanswered (unread for support), some with support's answer not yet
 * read by the user, so every unread count is a real one.
 */
import type { World } from './build.ts';
import { coursesOfGrade, skillsOfCourse } from './curriculum/index.ts';
import type { DraftMessage } from './conversations-types.ts';
import { LARGE_THREAD_USER } from './conversations-large.ts';
import { fa, PUPIL, play, STAFF, SUPPORT, type Episode, type Habits } from './conversations-script.ts';
import { MANAGER_TOPICS, PUPIL_TOPICS, TEACHER_TOPICS, type Topic, type Vars } from './conversations-topics.ts';
import { DEMO_SCHOOL_ID, MANAGER_ID, MARYAM_ID, SARA_ID, SUPPORT_ID } from './people.ts';
import { planById } from './plans.ts';
import { hash, hashInt, hashPick } from './random.ts';
import type { PersonRec } from './types.ts';

/** A pupil of the demo school whose support thread the contract's examples show. */
export const PUPIL_115 = 115;

/** How support addresses someone: a pupil by first name, an adult by title and family name. */
export function callOf(person: PersonRec): string {
  if (person.role === 'student') return `${person.first_name} جان`;
  return `${person.gender === 'FEMALE' ? 'خانم' : 'آقای'} ${person.last_name}`;
}

function varsOf(world: World, person: PersonRec): Vars {
  const classes =
    person.role === 'student' && person.class_id !== null
      ? [world.classRec(person.class_id)!]
      : person.role === 'teacher'
        ? world.teacherClasses(person.id)
        : person.school_id !== null
          ? world.classesOf(person.school_id)
          : [];
  const own = hashPick(classes.length ? classes : world.classes, 'support-class', person.id);
  const course = hashPick(coursesOfGrade(own.grade), 'support-course', person.id);
  // Only the first chapters are taught by late autumn.
  const skill = hashPick(skillsOfCourse(course.id).slice(0, 9), 'support-skill', person.id);
  const pupils = world.pupilsOf(own.id);
  const pupil = pupils.length ? hashPick(pupils, 'support-pupil', person.id) : person;
  return {
    call: callOf(person),
    first: person.first_name,
    className: own.name,
    skill: skill.title,
    plan: person.plan ? (planById(person.plan.id)?.title ?? null) : null,
    pupil: `${pupil.first_name} ${pupil.last_name}`,
    pupilFirst: pupil.first_name,
    track: fa(hashInt(10_000_000, 99_999_999, 'track', person.id)),
  };
}

const habitsOf = (person: PersonRec): Habits => (person.role === 'student' ? PUPIL : STAFF);

const topicsOf = (person: PersonRec): Record<string, Topic> =>
  person.role === 'student' ? PUPIL_TOPICS : person.role === 'teacher' ? TEACHER_TOPICS : MANAGER_TOPICS;

/** The demo accounts' threads, written to match what the demo tells. */
const SCRIPTED: Record<number, { topics: [string, number][]; waiting: boolean; unreadTail: boolean }> = {
  [SARA_ID]: {
    topics: [
      ['avatar', 34],
      ['discount', 1],
    ],
    waiting: true,
    unreadTail: true,
  },
  [MARYAM_ID]: {
    topics: [
      ['pupilPlan', 20],
      ['quiz', 2],
    ],
    waiting: false,
    unreadTail: true,
  },
  [MANAGER_ID]: {
    topics: [
      ['gamification', 15],
      ['report', 3],
    ],
    waiting: false,
    unreadTail: true,
  },
  [PUPIL_115]: {
    topics: [
      ['badge', 12],
      ['password', 4],
    ],
    waiting: false,
    unreadTail: false,
  },
};

/** About thirty more people: pupils of the demo school and elsewhere, teachers, managers. */
function othersOf(world: World): PersonRec[] {
  const taken = new Set([SARA_ID, MARYAM_ID, MANAGER_ID, PUPIL_115]);
  // Skip any id the world's lookup resolves to someone else, so a thread always opens its person.
  const pool = world.people.filter((p) => !taken.has(p.id) && world.person(p.id) === p);
  const pick = (filter: (p: PersonRec) => boolean, n: number) =>
    pool
      .filter(filter)
      .sort((a, b) => hash('support-pick', a.id) - hash('support-pick', b.id))
      .slice(0, n);
  return [
    ...pick((p) => p.role === 'student' && p.school_id === DEMO_SCHOOL_ID, 10),
    ...pick((p) => p.role === 'student' && p.school_id !== DEMO_SCHOOL_ID, 8),
    ...pick((p) => p.role === 'teacher', 8),
    ...pick((p) => p.role === 'school', 4),
  ];
}

function episodesOf(world: World, person: PersonRec, topics: [string, number][], waiting: boolean): Episode[] {
  const vars = varsOf(world, person);
  const all = topicsOf(person);
  return topics.map(([name, daysAgo], i) => {
    const lines = all[name]!(vars);
    const last = i === topics.length - 1;
    // A thread still waiting for support ends with the user's first lines.
    const cut = last && waiting ? lines.findIndex(([side]) => side === 'o') : -1;
    return { daysAgo, lines: cut > 0 ? lines.slice(0, cut) : lines };
  });
}

/** One to three topics for a person, the last one in the last ten days. */
function plannedTopics(person: PersonRec): [string, number][] {
  const names = Object.keys(topicsOf(person)).sort((a, b) => hash(person.id, a) - hash(person.id, b));
  const count = hashInt(1, 3, 'support-count', person.id);
  let daysAgo = hashInt(1, 10, 'support-last', person.id);
  const planned: [string, number][] = [];
  for (let i = 0; i < count; i += 1) {
    planned.unshift([names[i]!, daysAgo]);
    daysAgo += hashInt(5, 14, 'support-gap', person.id, i);
  }
  return planned;
}

export function supportThreads(world: World): DraftMessage[] {
  const support = world.person(SUPPORT_ID);
  if (!support) return [];
  const people = [
    ...Object.keys(SCRIPTED)
      .map((id) => world.person(Number(id)))
      // In the large world the manager's thread is the long one (conversations-large.ts).
      .filter((p): p is PersonRec => p !== undefined && !(world.large && p.id === LARGE_THREAD_USER)),
    ...othersOf(world),
  ];
  return people.flatMap((person) => {
    // A scripted thread needs its person's role (the world may have moved an id).
    const scripted = SCRIPTED[person.id]?.topics.every(([name]) => name in topicsOf(person))
      ? SCRIPTED[person.id]
      : undefined;
    const topics = scripted?.topics ?? plannedTopics(person);
    const waiting = scripted?.waiting ?? hash('support-waiting', person.id) < 0.3;
    const recent = topics.at(-1)![1] <= 4;
    // Support reads everything within hours; a user may leave an answer unread for days.
    const unreadTail = scripted?.unreadTail ?? (waiting ? recent : hash('support-seen', person.id) < 0.35);
    const parties = { user: person.id, other: SUPPORT_ID, userHabits: habitsOf(person), otherHabits: SUPPORT };
    return play(world, parties, episodesOf(world, person, topics, waiting), unreadTail);
  });
}
