/**
 * The manager's homework pages: a class's homework (class averages; every given homework, a
 * scheduled one included, never a draft), a homework's header with the pupils' states as a pie,
 * its pupils (the teacher's rows), its skills (how the class does in each), and one pupil's
 * report (the pupil's own view).
 */
import { MASTERED } from '../../world/report-math.ts';
import {
  classHomework,
  fullName,
  givenToClass,
  HOMEWORK_PUPIL_SLICES,
  homeworkSkills,
  homeworkSummary,
} from '../../world/homework.ts';
import { idParam, ok, paged, type Handlers } from '../context.ts';
import { asManager, homeworkPupil, schoolClass, schoolHomework } from './homework-access.ts';
import { averageSmartScore, progressRows, studentHomeworkReport } from './homework-views.ts';
import { skillView } from './practice-views.ts';

export const schoolHomeworkHandlers = {
  getSchoolClassHomework(ctx) {
    const manager = asManager(ctx);
    const cls = schoolClass(ctx, manager, idParam(ctx, 'id'));
    const courseId = ctx.query.courseId;
    const list = classHomework(ctx.world, cls.id)
      .filter(givenToClass)
      .filter((hw) => courseId === undefined || hw.course_id === courseId)
      .map((hw) => homeworkSummary(ctx.world, hw));
    return ok(paged(list, ctx.query, 10));
  },

  getSchoolHomeworkReport(ctx) {
    const { hw } = schoolHomework(ctx, idParam(ctx, 'id'));
    const rows = progressRows(ctx.world, hw);
    const started = rows.filter((row) => row.questions_answered > 0);
    const teacher = ctx.world.person(hw.teacher_id);
    return ok({
      homework: homeworkSummary(ctx.world, hw),
      teacher_name: teacher ? fullName(teacher) : '',
      student_count: rows.length,
      status_chart: {
        title: 'وضعیت دانش‌آموزان در تکلیف',
        slices: HOMEWORK_PUPIL_SLICES.map(({ key, label }) => ({
          key,
          label,
          value: rows.filter((row) => row.status === key).length,
        })),
      },
      // Null until a pupil has answered a question of the homework.
      average_smart_score: started.length ? averageSmartScore(rows) : null,
      average_time_seconds: started.length
        ? Math.round(started.reduce((sum, row) => sum + row.time_spent_seconds, 0) / started.length)
        : 0,
    });
  },

  getSchoolHomeworkStudents(ctx) {
    const { hw } = schoolHomework(ctx, Number(ctx.query.homeworkId));
    const status = ctx.query.status;
    return ok(progressRows(ctx.world, hw).filter((row) => !status || row.status === status));
  },

  getSchoolHomeworkSkills(ctx) {
    const { hw } = schoolHomework(ctx, Number(ctx.query.homeworkId));
    const pupils = ctx.world.pupilsOf(hw.class_id);
    return ok(
      homeworkSkills(hw)
        .sort((a, b) => a.n - b.n)
        .map((skill) => {
          const scores = pupils.map((pupil) => ctx.world.activity.mastery(pupil.id, skill.id));
          const sum = scores.reduce((total, m) => total + m.score, 0);
          return {
            skill: skillView(skill),
            // Over every pupil of the class: a pupil who never practised counts as 0.
            average_smart_score: scores.length ? Math.round((10 * sum) / scores.length) / 10 : 0,
            students_practised: scores.filter((m) => m.answered > 0).length,
            students_mastered: scores.filter((m) => m.score >= MASTERED).length,
          };
        }),
    );
  },

  getSchoolStudentHomework(ctx) {
    const { hw } = schoolHomework(ctx, Number(ctx.query.homeworkId));
    const pupil = homeworkPupil(ctx, hw, Number(ctx.query.studentId));
    return ok(studentHomeworkReport(ctx.world, hw, pupil.id));
  },
} satisfies Handlers;
