/**
 * The quizzes a class's teacher gave this school year: up to four closed ones about 16 days apart
 * (the newest ten to fourteen days ago), one open now (since yesterday morning, for three days)
 * and one next week — fewer early in the year, when too little has been taught. Each is on the
 * 2–4 skills of one course taught last by its start (courses in turn), 6–10 questions drawn
 * evenly over them, 1 point each or 2 for the multi-step types, 15–40 minutes. Windows never
 * open or close on a Friday.
 */
import type { World } from './build.ts';
import { dayAt, isoDate, schoolYearStart } from './calendar.ts';
import { questionsOfSkill, skillsOfCourse } from './curriculum/index.ts';
import { faDigits } from './curriculum/persian.ts';
import type { CourseRec, QuestionRec, SkillRec } from './curriculum/types.ts';
import type { QuizItem, QuizRec, ShowAnswersAfter } from './quiz-types.ts';
import { hash, hashInt, hashPick } from './random.ts';
import type { ClassRec } from './types.ts';

const TWO_POINT_TYPES = new Set(['blanks', 'ordering', 'matching', 'fraction']);
/** The contract's examples: 497 hides the answers for good, 501 shows them at once, 503 at its end. */
const SHOWN: Record<number, ShowAnswersAfter> = { 497: 'never', 501: 'submission', 503: 'quiz_end' };

export const DEMO_FIRST = 493;
export const DEMO_LAST = 504;

/** The id of a seeded quiz: slot 1–4 closed (oldest first), 5 open now, 6 upcoming. */
export function seededQuizId(classId: number, slot: number): number {
  return classId === 41 || classId === 42 ? DEMO_FIRST - 2 + 2 * slot + (classId - 41) : classId * 10 + slot;
}

/** The class a seeded quiz id belongs to (not necessarily an existing one). */
export function classOfSeededQuiz(id: number): number {
  return id >= DEMO_FIRST && id <= DEMO_LAST ? (id % 2 === 1 ? 41 : 42) : Math.floor(id / 10);
}

/** The same day, or the Saturday after when it is a Friday (schools are closed). */
function schoolDay(at: Date): Date {
  return new Date(`${isoDate(at)}T00:00:00Z`).getUTCDay() === 5 ? new Date(at.getTime() + 86_400_000) : at;
}

/** Points of a question in a quiz: the multi-step types weigh twice. */
export const pointsOf = (question: QuestionRec): number => (TWO_POINT_TYPES.has(question.question.type) ? 2 : 1);

/** About three minutes per point, in 5-minute steps, 15–40 minutes. */
export function durationFor(items: readonly QuizItem[]): number {
  const points = items.reduce((sum, item) => sum + item.points, 0);
  return Math.min(40, Math.max(15, Math.ceil((points * 2.6) / 5) * 5));
}

/**
 * `count` questions spread evenly over `skills` (round robin, each skill's bank in a seeded
 * order), as quiz items; fewer when the skills hold fewer.
 */
export function drawItems(skills: readonly SkillRec[], count: number, seed: string | number): QuizItem[] {
  const banks = skills.map((skill) =>
    [...questionsOfSkill(skill.id)].sort((a, b) => hash(seed, 'draw', a.id) - hash(seed, 'draw', b.id)),
  );
  const items: QuizItem[] = [];
  for (let round = 0; items.length < count && banks.some((bank) => bank.length > round); round += 1) {
    for (const bank of banks) {
      const question = bank[round];
      if (question && items.length < count) items.push({ question_id: question.id, points: pointsOf(question) });
    }
  }
  return items;
}

/** «آزمون فصل ۲ ریاضی» or «آزمون ضرب و تقسیم», from the newest skill's chapter. */
function titleOf(course: CourseRec, skills: readonly SkillRec[], seed: number): string {
  const newest = skills[skills.length - 1]!;
  const chapter = /^(فصل\s+\S+)\s+–\s+(.+)$/.exec(newest.chapter);
  if (!chapter) return `آزمون ${newest.title}`;
  return seed < 0.5 ? `آزمون ${chapter[1]} ${course.name.split(' ')[0]}` : `آزمون ${chapter[2]}`;
}

function descriptionOf(course: CourseRec, items: readonly QuizItem[], minutes: number, seed: number): string {
  const head = `${faDigits(items.length)} پرسش در ${faDigits(minutes)} دقیقه.`;
  const tails = [
    course.subject === 'math' ? 'ماشین‌حساب مجاز نیست.' : 'پاسخ‌ها را با دقت بنویسید.',
    'پیش از شروع، درس‌های فصل را یک بار مرور کنید.',
    'هر پرسش را با دقت بخوانید؛ می‌توانید برگردید و پاسخ را عوض کنید.',
  ];
  return `${head} ${tails[Math.floor(seed * tails.length)]}`;
}

/** The 2–4 newest skills of the course taught by `day` that have questions. */
function taughtSkills(world: World, course: CourseRec, day: Date, count: number): SkillRec[] {
  return skillsOfCourse(course.id)
    .filter((skill) => world.activity.taughtOn(skill) <= day && questionsOfSkill(skill.id).length > 0)
    .slice(-count);
}

interface Window {
  slot: number;
  start: Date;
  end: Date;
}

/** Slots 1–4 closed (oldest first), 5 open since yesterday, 6 next week. */
function windows(world: World, cls: ClassRec): Window[] {
  const now = world.builtAt;
  const list: Window[] = [];
  for (let slot = 1; slot <= 4; slot += 1) {
    const back = 10 + (4 - slot) * 16 + hashInt(0, 4, 'qz-back', cls.id, slot);
    const start = schoolDay(dayAt(now, -back, 8 * 60));
    list.push({ slot, start, end: schoolDay(dayAt(start, hashInt(0, 2, 'qz-len', cls.id, slot), 20 * 60)) });
  }
  const yesterday = dayAt(now, -1, 8 * 60);
  const open = isoDate(schoolDay(yesterday)) === isoDate(yesterday) ? yesterday : dayAt(now, -2, 8 * 60);
  list.push({ slot: 5, start: open, end: schoolDay(dayAt(now, 2, 20 * 60)) });
  const next = schoolDay(dayAt(now, hashInt(6, 9, 'qz-next', cls.id), 8 * 60));
  list.push({ slot: 6, start: next, end: schoolDay(dayAt(next, hashInt(1, 2, 'qz-len', cls.id, 6), 20 * 60)) });
  const firstLessons = dayAt(schoolYearStart(now), 14);
  return list.filter((w) => w.start >= firstLessons);
}

const earliest = (a: Date, b: Date): Date => (a < b ? a : b);

export function buildClassQuizzes(world: World, cls: ClassRec): QuizRec[] {
  if (cls.teacher_id === null) return [];
  const courses = world.coursesOfClass(cls.id);
  const turn = hashInt(0, courses.length - 1, 'qz-turn', cls.id);
  const quizzes: QuizRec[] = [];
  for (const { slot, start, end } of windows(world, cls)) {
    const id = seededQuizId(cls.id, slot);
    // The course whose turn it is; the next one when nothing of its book can be asked yet.
    for (let tries = 0; tries < courses.length; tries += 1) {
      const course = courses[(turn + slot + tries) % courses.length]!;
      const skills = taughtSkills(world, course, start, hashInt(2, 4, 'qz-skills', id));
      const items = drawItems(skills, hashInt(6, 10, 'qz-count', id), id);
      if (items.length < 6) continue;
      const minutes = durationFor(items);
      quizzes.push({
        id,
        title: titleOf(course, skills, hash('qz-title', id)),
        description: descriptionOf(course, items, minutes, hash('qz-desc', id)),
        course_id: course.id,
        class_id: cls.id,
        teacher_id: cls.teacher_id,
        skill_ids: skills.map((skill) => skill.id),
        items,
        duration_minutes: minutes,
        start_at: start,
        end_at: end,
        show_answers_after:
          SHOWN[id] ?? hashPick(['submission', 'submission', 'quiz_end', 'never'] as const, 'qz-show', id),
        created_at: earliest(
          dayAt(start, -hashInt(2, 5, 'qz-created', id), hashInt(19 * 60, 22 * 60, 'qz-at', id)),
          dayAt(world.builtAt, -1, 20 * 60),
        ),
      });
      break;
    }
  }
  return quizzes;
}
