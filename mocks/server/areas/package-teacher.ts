/**
 * The teacher's packages: every package of the classes they teach (the platform's and their
 * own) with the class average, or the average over all their classes; one package with its
 * activities; the on/off switch (remembered, followed by the pupils' list); and per activity
 * the skill's class scores, the done/doing/not-started pie and every pupil's row — all read
 * from the same progress the pupils' pages show.
 */
import type { World } from '../../world/build.ts';
import { isoDateTime } from '../../world/calendar.ts';
import {
  activeFor,
  activityScore,
  packagesOfClass,
  progressOf,
  rowStatusOf,
  setActive,
  statusesOf,
  type ActivityRec,
  type ActivityRowStatus,
  type PackageRec,
} from '../../world/packages.ts';
import type { ClassRec, PersonRec } from '../../world/types.ts';
import { forbidden, idParam, notFound, ok, type CtxWith, type Handlers } from '../context.ts';
import { asTeacher, teacherClass } from './homework-access.ts';
import { groupPackageActivities, groupPackageView } from './package-views.ts';
import { studentBrief, skillView } from './practice-views.ts';
import { classSkillScores } from './reports-shapes.ts';

const pupilsOfClasses = (world: World, classes: readonly ClassRec[]): PersonRec[] =>
  classes.flatMap((c) => world.pupilsOf(c.id));

/** The teacher's classes that have the package (only the asked one with classId), else 404. */
function teacherPackage(
  ctx: CtxWith<{ classId?: number }>,
  id: number,
): { teacher: PersonRec; pkg: PackageRec; classes: ClassRec[] } {
  const teacher = asTeacher(ctx);
  const asked = ctx.query.classId;
  const classes = asked === undefined ? ctx.world.teacherClasses(teacher.id) : [teacherClass(ctx, teacher, asked)];
  const having = classes.filter((c) => packagesOfClass(ctx.world, c.id).some((p) => p.id === id));
  const pkg = having.length ? packagesOfClass(ctx.world, having[0]!.id).find((p) => p.id === id)! : notFound();
  return { teacher, pkg, classes: having };
}

/** A package activity of one of the teacher's classes (classId is required), else 404. */
function teacherActivity(ctx: CtxWith<{ classId: number }>): {
  cls: ClassRec;
  pkg: PackageRec;
  activity: ActivityRec;
  pupils: PersonRec[];
} {
  const teacher = asTeacher(ctx);
  const cls = teacherClass(ctx, teacher, ctx.query.classId);
  const id = idParam(ctx, 'id');
  const pkg = packagesOfClass(ctx.world, cls.id).find((p) => p.id === Math.floor(id / 100)) ?? notFound();
  const activity = pkg.activities.find((a) => a.id === id) ?? notFound();
  return { cls, pkg, activity, pupils: ctx.world.pupilsOf(cls.id) };
}

const ROW_ORDER: Record<ActivityRowStatus, number> = { not_started: 0, in_progress: 1, done: 2 };

/** The pie's slices, in the words the app's chips use (src/shared/status/activity.ts). */
export const ROW_SLICES: readonly { key: ActivityRowStatus; label: string }[] = [
  { key: 'done', label: 'انجام شده' },
  { key: 'in_progress', label: 'در حال انجام' },
  { key: 'not_started', label: 'شروع نشده' },
];

/**
 * Each pupil's row on the activity, from the same progress and status the pupil's own package
 * page shows: the status is the pupil's (locked and available read not_started), the score is the
 * share of right answers in this activity, so «not started» always has no answer, score 0 and no
 * last answer, and «done» has all the practice's questions answered.
 */
function activityRows(world: World, pkg: PackageRec, activity: ActivityRec, pupils: readonly PersonRec[]) {
  return pupils
    .map((pupil) => {
      const status = rowStatusOf(statusesOf(world, pupil.id, pkg)[activity.order - 1]!);
      const p = progressOf(world, pupil.id, activity);
      return {
        pupil,
        row: {
          student: studentBrief(pupil),
          status,
          smart_score: activityScore(p),
          questions_answered: p.answered,
          time_spent_seconds: p.seconds,
          last_answered_at: p.last ? isoDateTime(p.last) : null,
        },
      };
    })
    .sort(
      (a, b) =>
        ROW_ORDER[a.row.status] - ROW_ORDER[b.row.status] ||
        a.pupil.last_name.localeCompare(b.pupil.last_name, 'fa') ||
        a.pupil.first_name.localeCompare(b.pupil.first_name, 'fa'),
    )
    .map(({ row }) => row);
}

export const teacherPackageHandlers = {
  listTeacherPackages(ctx) {
    const teacher = asTeacher(ctx);
    const asked = ctx.query.classId;
    const courseId = ctx.query.courseId;
    const mine = ctx.world.teacherClasses(teacher.id);
    // The contract lists no 404 here: another teacher's class is a class this teacher may not see.
    const classes = asked === undefined ? mine : mine.filter((c) => c.id === asked);
    if (asked !== undefined && !classes.length) forbidden();
    const byId = new Map<number, { pkg: PackageRec; classes: ClassRec[] }>();
    for (const cls of classes) {
      for (const pkg of packagesOfClass(ctx.world, cls.id)) {
        if (courseId !== undefined && pkg.course_id !== courseId) continue;
        const entry = byId.get(pkg.id) ?? { pkg, classes: [] };
        entry.classes.push(cls);
        byId.set(pkg.id, entry);
      }
    }
    return ok(
      [...byId.values()]
        .sort((a, b) => a.pkg.course_id - b.pkg.course_id || a.pkg.created_at.getTime() - b.pkg.created_at.getTime())
        .map(({ pkg, classes: having }) =>
          groupPackageView(ctx.world, pupilsOfClasses(ctx.world, having), pkg, activeFor(ctx.world, teacher.id, pkg)),
        ),
    );
  },

  getTeacherPackage(ctx) {
    const { teacher, pkg, classes } = teacherPackage(ctx, idParam(ctx, 'id'));
    const pupils = pupilsOfClasses(ctx.world, classes);
    return ok(groupPackageActivities(ctx.world, pupils, pkg, activeFor(ctx.world, teacher.id, pkg)));
  },

  updatePackageActive(ctx) {
    const { teacher, pkg, classes } = teacherPackage(ctx, idParam(ctx, 'id'));
    const { is_active } = ctx.body;
    setActive(ctx.world, teacher.id, pkg, is_active);
    return ok(groupPackageView(ctx.world, pupilsOfClasses(ctx.world, classes), pkg, is_active));
  },

  listActivitySkills(ctx) {
    const { activity, pupils } = teacherActivity(ctx);
    if (activity.kind !== 'practice') return ok([]);
    const [row] = classSkillScores(ctx.world, { pupils, skillIds: [activity.skill.id] });
    // No pupil of the class practised the skill yet: the row still names it, with zeros.
    return ok([
      row ?? { skill: skillView(activity.skill), average_smart_score: 0, students_practised: 0, students_mastered: 0 },
    ]);
  },

  getActivityPieChart(ctx) {
    const { pkg, activity, pupils } = teacherActivity(ctx);
    const rows = activityRows(ctx.world, pkg, activity, pupils);
    const count = (status: ActivityRowStatus) => rows.filter((r) => r.status === status).length;
    return ok({
      title: activity.title,
      slices: rows.length ? ROW_SLICES.map(({ key, label }) => ({ key, label, value: count(key) })) : [],
    });
  },

  listActivityStudents(ctx) {
    const { pkg, activity, pupils } = teacherActivity(ctx);
    return ok(activityRows(ctx.world, pkg, activity, pupils));
  },
} satisfies Handlers;
