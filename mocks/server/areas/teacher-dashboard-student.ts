/**
 * One pupil in one course for the teacher (/teacher/dashboard/student/{id}/course/{courseId}/):
 * the pupil's skills of the course by chapter — the same SmartScores the pupil's own course
 * page shows — and the last weeks' history. Only pupils of the teacher's classes, and only a
 * course of the class's grade (a class teacher teaches every subject); anything else is 404.
 */
import type { World } from '../../world/build.ts';
import { courseById, type CourseRec } from '../../world/curriculum/index.ts';
import { meanOf } from '../../world/report-math.ts';
import { lastWeeks } from '../../world/report-periods.ts';
import type { PersonRec } from '../../world/types.ts';
import { idParam, notFound, ok, type Handlers } from '../context.ts';
import { classRef } from './account.ts';
import { courseSkills } from './practice-skills.ts';
import { studentBrief } from './reports-shapes.ts';
import { teacherOf } from './teacher-dashboard.ts';

/**
 * The mean SmartScore over the course's practised skills at the end of each week, and the
 * answers of each week. The world keeps a skill's current SmartScore only: a skill not
 * practised since the week's end had that score then; one still practised after it is read
 * at the share of its answers given by then (the score grows with the answers).
 */
function history(world: World, pupil: PersonRec, course: CourseRec, weeks: number) {
  const buckets = lastWeeks(world.now(), weeks);
  const sessions = world.activity.sessionsOf(pupil.id).filter((s) => s.course_id === course.id);
  const totalBySkill = new Map<number, number>();
  for (const s of sessions) totalBySkill.set(s.skill_id, (totalBySkill.get(s.skill_id) ?? 0) + s.answered);
  const scores = buckets.map((bucket) => {
    const done = new Map<number, number>();
    for (const s of sessions) if (s.at < bucket.to) done.set(s.skill_id, (done.get(s.skill_id) ?? 0) + s.answered);
    const values = [...done].map(([skillId, answered]) => {
      const now = world.activity.mastery(pupil.id, skillId).score;
      return Math.round((now * answered) / totalBySkill.get(skillId)!);
    });
    return (
      meanOf(
        values.reduce((a, b) => a + b, 0),
        values.length,
      ) ?? 0
    );
  });
  const answered = buckets.map((bucket) =>
    sessions.filter((s) => s.at >= bucket.from && s.at < bucket.to).reduce((n, s) => n + s.answered, 0),
  );
  return {
    title: `پیشرفت ${pupil.first_name} ${pupil.last_name} در ${course.name}`,
    unit: 'امتیاز',
    labels: buckets.map((b) => b.label),
    series: [
      { key: 'smart_score', name: 'میانگین امتیاز', data: scores },
      { key: 'answered', name: 'سؤال‌های پاسخ‌داده', data: answered },
    ],
  };
}

export const teacherStudentHandlers = {
  getTeacherStudentCourse(ctx) {
    const { classes } = teacherOf(ctx);
    const pupil = ctx.world.person(idParam(ctx, 'id'));
    const cls = pupil?.role === 'student' ? classes.find((c) => c.id === pupil.class_id) : undefined;
    if (!pupil || !cls) notFound();
    const course = courseById(idParam(ctx, 'courseId'));
    if (!course || course.grade !== cls!.grade) notFound();
    return ok({
      ...courseSkills(ctx.world, pupil!, course!),
      student: studentBrief(pupil!),
      class: classRef(ctx.world, cls!.id),
      history: history(ctx.world, pupil!, course!, Number(ctx.query.weeks ?? 8)),
    });
  },
} satisfies Handlers;
