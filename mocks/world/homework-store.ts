/**
 * The homework of the world and the reads the other homework modules share (its status, who
 * sees it, its days in Tehran): homework.ts re-exports them, and homework-progress.ts and
 * homework-comments.ts import them from here, so no module imports homework.ts back.
 */
import type { World } from './build.ts';
import { dayAt, isoDate } from './calendar.ts';
import { skillById } from './curriculum/index.ts';
import type { SkillRec } from './curriculum/types.ts';
import { buildHomework } from './homework-build.ts';
import type { HomeworkRec, HomeworkStatus } from './homework-types.ts';
import type { PersonRec } from './types.ts';

/** Every homework of the world (live: includes what teachers created, without the deleted). */
export function homeworkOf(world: World): HomeworkRec[] {
  return world.part('homework', buildHomework);
}

export function homeworkById(world: World, id: number): HomeworkRec | undefined {
  return homeworkOf(world).find((hw) => hw.id === id);
}

export function homeworkSkills(hw: HomeworkRec): SkillRec[] {
  return hw.skill_ids.map((id) => skillById(id)).filter((skill): skill is SkillRec => skill !== undefined);
}

/** Later deadlines the teacher gave some pupils of a homework (issue 28): homework id → pupil id → ISO date. */
const extensionsOf = (world: World) => world.part('homework:extensions', () => new Map<number, Map<number, string>>());

/** A pupil's own deadline: the homework's, or a later one given to this pupil (a later class deadline wins). */
export function pupilEndDate(world: World, hw: HomeworkRec, pupilId: number): string {
  const own = extensionsOf(world).get(hw.id)?.get(pupilId);
  return own !== undefined && own > hw.end_date ? own : hw.end_date;
}

/** Gives `pupilIds` the deadline `endDate` (after the homework's; checked by the caller). */
export function extendForPupils(world: World, hw: HomeworkRec, pupilIds: readonly number[], endDate: string): void {
  const all = extensionsOf(world);
  const own = all.get(hw.id) ?? new Map<number, string>();
  for (const id of pupilIds) own.set(id, endDate);
  all.set(hw.id, own);
}

/** Today in Tehran as an ISO date, by the world's clock. */
export const todayOf = (world: World): string => isoDate(world.now());

/**
 * draft by the flag; finished once the end date has passed; scheduled (given, but its start
 * date is after today); active otherwise (from the start date to the end date, both included).
 */
export function homeworkStatus(world: World, hw: HomeworkRec): HomeworkStatus {
  if (hw.draft) return 'draft';
  const today = todayOf(world);
  if (hw.end_date < today) return 'finished';
  return hw.start_date > today ? 'scheduled' : 'active';
}

/** Pupils see a homework from its start date on, never a draft (nor a scheduled one). */
export function visibleToPupils(world: World, hw: HomeworkRec): boolean {
  return !hw.draft && hw.start_date <= todayOf(world);
}

/** The teacher gave it (not a draft): the manager sees it, scheduled ones included. */
export const givenToClass = (hw: HomeworkRec): boolean => !hw.draft;

export const fullName = (person: PersonRec): string => `${person.first_name} ${person.last_name}`;

/** Each ISO date's first moment, parsed once (homework pages and reports ask for the same few dates again and again). */
const starts = new Map<string, number>();

/** The first moment of an ISO date and the last one, in Tehran. */
export function dayStart(iso: string): Date {
  let start = starts.get(iso);
  if (start === undefined) starts.set(iso, (start = Date.parse(`${iso}T00:00:00+03:30`)));
  return new Date(start);
}
export const dayEnd = (iso: string): Date => dayAt(dayStart(iso), 1, -1 / 60);
