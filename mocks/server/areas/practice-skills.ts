/**
 * The pupil's courses and skills: every skill of a course by chapter with the SmartScore on
 * each (course page), and the courses with a progress summary (/courses). Only the courses of
 * the pupil's grade are theirs; another course answers 404.
 */
import type { World } from '../../world/build.ts';
import { isoDateTime } from '../../world/calendar.ts';
import { skillById, skillsOfCourse } from '../../world/curriculum/index.ts';
import type { CourseRec, QuestionRec, SkillRec } from '../../world/curriculum/types.ts';
import { teachingOf } from '../../world/packages.ts';
import type { PersonRec } from '../../world/types.ts';
import { notFound, ok, type Ctx, type Handlers } from '../context.ts';
import { asPupil } from './homework-access.ts';
import { masteryView } from './practice-views.ts';
import { courseOut } from './reports-shapes.ts';

/** The pupil's courses: every course of their class's grade. */
export function pupilCourses(world: World, pupil: PersonRec): CourseRec[] {
  return pupil.class_id === null ? [] : world.coursesOfClass(pupil.class_id);
}

/** A skill of the pupil's courses, else 404. */
export function pupilSkill(ctx: Ctx, pupil: PersonRec, skill: SkillRec | undefined): SkillRec {
  return skill && pupilCourses(ctx.world, pupil).some((c) => c.id === skill.course_id) ? skill : notFound();
}

/** A question of the pupil's courses, else 404. */
export function pupilQuestion(ctx: Ctx, pupil: PersonRec, question: QuestionRec | undefined): QuestionRec {
  if (!question) notFound();
  pupilSkill(ctx, pupil, skillById(question!.skill_id));
  return question!;
}

/**
 * A course's skills by chapter with the pupil's SmartScore on each, and the videos and readings
 * that teach them: the pupil's course page and the teacher's page of that pupil read this one answer.
 */
export function courseSkills(world: World, pupil: PersonRec, course: CourseRec) {
  const chapters = new Map<number, { title: string; order: number; skills: ReturnType<typeof masteryView>[] }>();
  for (const skill of skillsOfCourse(course.id)) {
    const chapter = chapters.get(skill.chapter_order) ?? {
      title: skill.chapter,
      order: skill.chapter_order,
      skills: [],
    };
    chapter.skills.push(masteryView(world, pupil.id, skill));
    chapters.set(skill.chapter_order, chapter);
  }
  const skills = [...chapters.values()].flatMap((c) => c.skills);
  return {
    course: courseOut(course),
    skills_total: skills.length,
    skills_proficient: skills.filter((s) => s.smart_score >= 80).length,
    chapters: [...chapters.values()].sort((a, b) => a.order - b.order),
    teaching: teachingOf(world, pupil.id, course.id),
  };
}

function courseProgress(world: World, pupil: PersonRec, course: CourseRec) {
  const masteries = skillsOfCourse(course.id).map((skill) => world.activity.mastery(pupil.id, skill.id));
  const practised = masteries.filter((m) => m.answered > 0);
  const last = practised.reduce<Date | null>(
    (latest, m) => (m.last && (!latest || m.last > latest) ? m.last : latest),
    null,
  );
  return {
    ...course,
    skills_total: masteries.length,
    skills_proficient: masteries.filter((m) => m.score >= 80).length,
    skills_mastered: masteries.filter((m) => m.score >= 100).length,
    // Over the skills practised so far (0 before any practice), like every report's mean SmartScore.
    average_smart_score: practised.length
      ? Math.round(practised.reduce((sum, m) => sum + m.score, 0) / practised.length)
      : 0,
    last_practiced_at: last ? isoDateTime(last) : null,
  };
}

export const practiceSkillsHandlers = {
  listMySkills(ctx) {
    const pupil = asPupil(ctx);
    const course = pupilCourses(ctx.world, pupil).find((c) => c.id === Number(ctx.query.courseId)) ?? notFound();
    return ok(courseSkills(ctx.world, pupil, course));
  },

  listMyCourses(ctx) {
    const pupil = asPupil(ctx);
    return ok(pupilCourses(ctx.world, pupil).map((course) => courseProgress(ctx.world, pupil, course)));
  },
} satisfies Handlers;
