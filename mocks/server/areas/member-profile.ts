/**
 * The pupil's class page (classmates by cups, the only thing compared), a classmate's public
 * profile (cups, mastered skills and earned badges, never scores) and marking a notification
 * read, which any signed-in role may do for its own notifications.
 */
import type { World } from '../../world/build.ts';
import { fullName } from '../../world/homework.ts';
import { notificationsOf } from '../../world/notifications.ts';
import { badgesCountOf, cupsOf, earnedRewards } from '../../world/rewards.ts';
import type { PersonRec } from '../../world/types.ts';
import { idParam, me, notFound, ok, type Handlers } from '../context.ts';
import { classRef, gamificationOn, schoolNameOf } from './account.ts';
import { asPupil } from './homework-access.ts';

/** Skills at 100 (the whole year's practice). */
function skillsMastered(world: World, pupilId: number): number {
  const skills = new Set(world.activity.sessionsOf(pupilId).map((s) => s.skill_id));
  return [...skills].filter((id) => world.activity.mastery(pupilId, id).score >= 100).length;
}

function classmate(world: World, person: PersonRec, shown: boolean) {
  return {
    id: person.id,
    first_name: person.first_name,
    last_name: person.last_name,
    profile_url: person.profile_url,
    cups: shown ? cupsOf(world, person.id) : 0,
    badges_count: shown ? badgesCountOf(world, person.id) : 0,
  };
}

export const memberProfileHandlers = {
  getMyClassProfile(ctx) {
    const pupil = asPupil(ctx);
    const classId = idParam(ctx, 'id');
    if (classId !== pupil.class_id) notFound();
    const shown = gamificationOn(ctx.world, pupil);
    const cls = ctx.world.classRec(classId)!;
    const teacher = cls.teacher_id === null ? undefined : ctx.world.person(cls.teacher_id);
    const students = ctx.world
      .pupilsOf(classId)
      .map((p) => classmate(ctx.world, p, shown))
      // By name, like the class register: children are not ranked against each other (issue 27).
      .sort((a, b) => a.last_name.localeCompare(b.last_name, 'fa') || a.first_name.localeCompare(b.first_name, 'fa'));
    return ok({
      class: classRef(ctx.world, classId),
      school_name: schoolNameOf(ctx.world, pupil),
      teacher_name: teacher ? fullName(teacher) : '',
      students_count: students.length,
      students,
    });
  },

  getClassmateProfile(ctx) {
    const pupil = asPupil(ctx);
    const other = ctx.world.person(idParam(ctx, 'id'));
    if (!other || other.role !== 'student' || other.class_id === null || other.class_id !== pupil.class_id) notFound();
    const shown = gamificationOn(ctx.world, pupil);
    const badges = shown
      ? earnedRewards(ctx.world, other!.id)
          .filter((b) => b.kind === 'badge')
          // Only the owner's own view says what they have not opened yet.
          .map((b) => (other!.id === pupil.id ? b : { ...b, is_new: false }))
      : [];
    return ok({
      id: other!.id,
      first_name: other!.first_name,
      last_name: other!.last_name,
      profile_url: other!.profile_url,
      class_name: ctx.world.classRec(other!.class_id!)!.name,
      school_name: schoolNameOf(ctx.world, other!),
      cups: shown ? cupsOf(ctx.world, other!.id) : 0,
      skills_mastered: skillsMastered(ctx.world, other!.id),
      badges,
    });
  },

  markNotificationRead(ctx) {
    const person = me(ctx);
    const note = notificationsOf(ctx.world, person.id).find((n) => n.id === idParam(ctx, 'id')) ?? notFound();
    note.is_read = ctx.body.is_read;
    return ok(note);
  },
} satisfies Handlers;
