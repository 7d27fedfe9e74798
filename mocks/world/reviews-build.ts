/**
 * The review groups (مرور) a class's teacher set: two finished (about four weeks and ten days
 * ago) and one running now, due in the coming days, each on a course of the class, asking again
 * questions of the two or three skills the class had just been taught — the point of a review is
 * to fight forgetting. Courses rotate between the groups, among those whose bank has questions.
 *
 * Ids: a group is class id × 10 + n (411: «چهارم الف»'s first); a pupil's run through it is
 * group id × 100 + the pupil's seat in the class (41101: Sara, the first pupil of «چهارم الف»).
 */
import type { World } from './build.ts';
import { dayAt } from './calendar.ts';
import { questionsOfSkill, skillsOfCourse } from './curriculum/index.ts';
import type { SkillRec } from './curriculum/types.ts';
import { faList } from './curriculum/persian.ts';
import { hash, hashInt } from './random.ts';

export interface ReviewGroupRec {
  id: number;
  class_id: number;
  course_id: number;
  title: string;
  skill_ids: number[];
  /** The questions asked, each pupil in an order of their own (`questionOrder`). */
  question_ids: number[];
  created_at: Date;
  /** Mutable: the teacher moves it. */
  deadline: Date;
}

/** Days from the build to each group's deadline: two past, one to come. */
const PLAN = [
  (classId: number) => -hashInt(24, 32, 'review-due', classId, 1),
  (classId: number) => -hashInt(8, 13, 'review-due', classId, 2),
  (classId: number) => hashInt(2, 6, 'review-due', classId, 3),
];

/** `items` in an order fixed by the seed. */
export function shuffled<T>(items: readonly T[], ...seed: (string | number)[]): T[] {
  return items
    .map((item, index) => ({ item, key: hash(...seed, index) }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);
}

/** The skills of the course taught before `at` that have questions, in book order. */
function reviewable(world: World, courseId: number, at: Date): SkillRec[] {
  return skillsOfCourse(courseId).filter((s) => world.activity.taughtOn(s) < at && questionsOfSkill(s.id).length > 0);
}

/** Questions of the skills taken in turns, each skill's bank in an order of the group's own. */
function drawQuestions(groupId: number, skills: readonly SkillRec[], count: number): number[] {
  const banks = skills.map((s) => shuffled(questionsOfSkill(s.id), 'review-draw', groupId, s.id).map((q) => q.id));
  const drawn: number[] = [];
  for (let round = 0; drawn.length < count && banks.some((bank) => round < bank.length); round += 1) {
    for (const bank of banks) if (round < bank.length && drawn.length < count) drawn.push(bank[round]!);
  }
  return drawn;
}

function titleOf(skills: readonly SkillRec[], taken: ReadonlySet<string>): string {
  const chapter = `مرور ${skills[0]!.chapter}`;
  const oneChapter = skills.every((s) => s.chapter === skills[0]!.chapter);
  if (oneChapter && !taken.has(chapter)) return chapter;
  // A title that already holds guillemets is not wrapped again («جمع با «ان» و «ها»»).
  return `مرور ${faList(skills.map((s) => (s.title.includes('«') ? s.title : `«${s.title}»`)))}`;
}

export function buildReviewGroups(world: World, classId: number): ReviewGroupRec[] {
  const courses = world.coursesOfClass(classId);
  const groups: ReviewGroupRec[] = [];
  const titles = new Set<string>();
  PLAN.forEach((due, index) => {
    const n = index + 1;
    const id = classId * 10 + n;
    const deadline = dayAt(world.builtAt, due(classId), 20 * 60);
    const created = dayAt(deadline, -hashInt(6, 9, 'review-set', id), 9 * 60);
    const eligible = courses.filter((c) => reviewable(world, c.id, created).length > 0);
    if (!eligible.length) return;
    const course = eligible[(classId + n) % eligible.length]!;
    const skills = reviewable(world, course.id, created).slice(-hashInt(2, 3, 'review-skills', id));
    const question_ids = drawQuestions(id, skills, hashInt(8, 12, 'review-count', id));
    const title = titleOf(skills, titles);
    titles.add(title);
    groups.push({
      id,
      class_id: classId,
      course_id: course.id,
      title,
      skill_ids: skills.map((s) => s.id),
      question_ids,
      created_at: created,
      deadline,
    });
  });
  return groups;
}
