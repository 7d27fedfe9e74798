/**
 * The packages a class has: per course, one package of the platform (the same for every class
 * of the grade) and one or two its teacher made, each over a few consecutive skills of the book
 * around what the class is being taught now — the oldest window is the platform's, the newest
 * may run a skill ahead of the class (a preview). A package is an ordered list of 3–6
 * activities: a video opening a skill, practice of each skill (questions from the bank), a
 * reading now and then. A course whose question bank is still empty gets videos and readings
 * only, so no practice activity ever waits on questions that do not exist.
 *
 * Ids: a platform package is course id × 10 + 1 (4011: «ریاضی چهارم»), a teacher's package is
 * class id × 100 + n (4102: «چهارم الف»'s second), an activity is package id × 100 + order
 * (410203). The two package schemes never meet: course ids have a 0 in the tens place, class
 * ids never do.
 */
import type { World } from './build.ts';
import { dayAt, daysBetween } from './calendar.ts';
import { questionsOfSkill, skillsOfCourse } from './curriculum/index.ts';
import type { CourseRec, SkillRec } from './curriculum/types.ts';
import { faDigits } from './curriculum/persian.ts';
import {
  practiceTitle,
  readingContent,
  readingTitle,
  videoContent,
  videoTitle,
  type ReadingContent,
  type VideoContent,
} from './packages-content.ts';
import { hash, hashInt } from './random.ts';

export type ActivityKind = 'practice' | 'video' | 'reading';

export interface ActivityRec {
  id: number;
  package_id: number;
  order: number;
  title: string;
  kind: ActivityKind;
  skill: SkillRec;
  questions_count: number;
  content: VideoContent | ReadingContent | null;
}

export interface PackageRec {
  id: number;
  course_id: number;
  /** The class it was made for; null for the platform's, which every class of the grade has. */
  class_id: number | null;
  title: string;
  description: string;
  cover_url: string | null;
  created_at: Date;
  activities: ActivityRec[];
}

const hasQuestions = (skill: SkillRec) => questionsOfSkill(skill.id).length > 0;

/**
 * Up to three windows of 2–3 consecutive skills, oldest first, the newest ending one skill past
 * the last skill taught by `now` (the same for every class of the grade).
 */
export function skillWindows(world: World, course: CourseRec): SkillRec[][] {
  const skills = skillsOfCourse(course.id);
  const taught = skills.filter((s) => world.activity.taughtOn(s) <= world.builtAt).length;
  const windows: SkillRec[][] = [];
  let end = Math.min(skills.length, Math.max(taught, 1) + 1);
  for (let w = 0; w < 3 && end > 0; w += 1) {
    const size = hashInt(2, 3, 'window', course.id, w);
    windows.unshift(skills.slice(Math.max(0, end - size), end));
    end -= size;
  }
  return windows;
}

function activitiesOf(packageId: number, skills: readonly SkillRec[]): ActivityRec[] {
  const practise = skills.some(hasQuestions);
  const steps: { kind: ActivityKind; skill: SkillRec }[] = [];
  // A skill without a teaching video (lesson-skills.ts) is taught by a reading where a video would be.
  const teach = (skill: SkillRec, video: boolean): ActivityKind => (video && videoContent(skill) ? 'video' : 'reading');
  skills.forEach((skill, index) => {
    if (!practise) {
      if (videoContent(skill)) steps.push({ kind: 'video', skill });
      steps.push({ kind: 'reading', skill });
      return;
    }
    if (index === 0 || hash('extra', packageId, skill.id) < 0.35) {
      steps.push({ kind: teach(skill, index === 0 || hash('video', packageId, skill.id) < 0.5), skill });
    }
    if (hasQuestions(skill)) steps.push({ kind: 'practice', skill });
  });
  const last = skills.at(-1)!;
  const story = steps.length < 3 || (steps.length < 6 && hash('story', packageId) < 0.4);
  // The same story twice in one package would read as a mistake.
  if (story && !steps.some((step) => step.kind === 'reading' && step.skill === last)) {
    steps.push({ kind: 'reading', skill: last });
  }
  return steps.slice(0, 6).map(({ kind, skill }, index) => ({
    id: packageId * 100 + index + 1,
    package_id: packageId,
    order: index + 1,
    title: kind === 'video' ? videoTitle(skill) : kind === 'reading' ? readingTitle(skill) : practiceTitle(skill),
    kind,
    skill,
    questions_count: kind === 'practice' ? hashInt(5, 10, 'questions', packageId, skill.id) : 0,
    content: kind === 'video' ? videoContent(skill) : kind === 'reading' ? readingContent(packageId, skill) : null,
  }));
}

/**
 * Named after its first skill (the description gives the range); a teacher's package also names
 * its class, since every class of the grade works through the same skills and a teacher of two
 * classes would otherwise list two packages of one title: unique within the teacher's list.
 */
const titleOf = (world: World, skills: readonly SkillRec[], classId: number | null) => {
  const name = `بستهٔ ${skills[0]!.title}`;
  const cls = classId === null ? undefined : world.classRec(classId);
  return cls ? `${name}، ${cls.name}` : name;
};

function packageOf(
  world: World,
  id: number,
  course: CourseRec,
  classId: number | null,
  skills: SkillRec[],
): PackageRec {
  const activities = activitiesOf(id, skills);
  const first = skills[0]!;
  const last = skills.at(-1)!;
  const steps = faDigits(activities.length);
  // Published a couple of days before the first skill is taught, and never later than yesterday.
  const taught = dayAt(world.activity.taughtOn(first), -hashInt(0, 3, 'published', id), 8 * 60);
  const latest = dayAt(world.builtAt, -hashInt(1, 3, 'fresh', id), 8 * 60);
  return {
    id,
    course_id: course.id,
    class_id: classId,
    title: titleOf(world, skills, classId),
    description:
      skills.length === 1
        ? `«${first.title}» با فیلم، خواندنی و تمرین، در ${steps} قدم.`
        : `از «${first.title}» تا «${last.title}»، در ${steps} قدم.`,
    cover_url: classId === null || hash('cover', id) < 0.4 ? `/media/packages/${course.subject}.svg` : null,
    created_at: taught < latest ? taught : latest,
    activities,
  };
}

/** The platform's package of a course (its oldest window), shared by every class of the grade. */
export function platformPackage(world: World, course: CourseRec): PackageRec | undefined {
  const windows = skillWindows(world, course);
  return windows.length ? packageOf(world, course.id * 10 + 1, course, null, windows[0]!) : undefined;
}

/** The packages a class's teacher made: per course the newer windows (one or both). */
export function teacherPackages(world: World, classId: number, courses: readonly CourseRec[]): PackageRec[] {
  const made: PackageRec[] = [];
  for (const course of courses) {
    const windows = skillWindows(world, course).slice(1);
    // Some teachers make only the package of this week's skills, not the preview of the next.
    const chosen = windows.length > 1 && hash('preview', classId, course.id) < 0.35 ? windows.slice(0, 1) : windows;
    for (const skills of chosen) made.push(packageOf(world, classId * 100 + made.length + 1, course, classId, skills));
  }
  return made;
}

/** Whole days a package has been open at the world's build time. */
export const ageOf = (world: World, pkg: PackageRec): number => daysBetween(pkg.created_at, world.builtAt);
