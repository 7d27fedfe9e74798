/**
 * Homework in the dashboards and reports: the counts on class cards and the homework pie of
 * the teacher's and the manager's reports, read from the homework area's records and each
 * pupil's progress (mocks/world/homework.ts), so a pie counts what the homework pages show.
 */
import type { World } from '../../world/build.ts';
import { isoDate } from '../../world/calendar.ts';
import {
  classHomework,
  HOMEWORK_PUPIL_SLICES,
  homeworkOf,
  homeworkStatus,
  pupilProgress,
  todayOf,
  type HomeworkRec,
} from '../../world/homework.ts';
import { periodWindow, type ReportPeriod } from '../../world/report-periods.ts';
import type { PersonRec } from '../../world/types.ts';

/** Homework given to the class this school year (a teacher's draft is not given yet). */
export const givenHomework = (world: World, classId: number): HomeworkRec[] =>
  classHomework(world, classId).filter((hw) => !hw.draft);

/** Homework open to the pupils today (HomeworkStatus active): not a scheduled one, which starts later. */
export const openHomeworkCount = (world: World, classId: number): number =>
  givenHomework(world, classId).filter((hw) => homeworkStatus(world, hw) === 'active').length;

export interface HomeworkPieAsk {
  pupils: readonly PersonRec[];
  period: ReportPeriod;
  courseIds?: readonly number[] | null;
  homeworkId?: number | null;
}

/** One slice per pupil state, counting (pupil, homework) pairs; no slices when nothing counts. */
export function homeworkPie(world: World, ask: HomeworkPieAsk, title: string) {
  const window = periodWindow(world.now(), ask.period);
  const from = isoDate(window.from);
  const to = todayOf(world);
  const courses = ask.courseIds?.length ? new Set(ask.courseIds) : null;
  const byClass = Map.groupBy(ask.pupils, (p) => p.class_id ?? 0);
  const counts = new Map<string, number>();
  for (const hw of homeworkOf(world)) {
    const pupils = byClass.get(hw.class_id);
    if (!pupils || hw.draft || homeworkStatus(world, hw) === 'draft') continue;
    if (courses && !courses.has(hw.course_id)) continue;
    if (ask.homeworkId != null && hw.id !== ask.homeworkId) continue;
    // One rule for the teacher's and the manager's pie: homework open at any time in the period
    // (a scheduled homework has not started, so its pupils are not counted until it does).
    if (hw.start_date > to || hw.end_date < from) continue;
    for (const pupil of pupils) {
      const status = pupilProgress(world, hw, pupil.id).status;
      counts.set(status, (counts.get(status) ?? 0) + 1);
    }
  }
  if (!counts.size) return { title, slices: [] };
  return {
    title,
    slices: HOMEWORK_PUPIL_SLICES.map(({ key, label }) => ({ key, label, value: counts.get(key) ?? 0 })),
  };
}
