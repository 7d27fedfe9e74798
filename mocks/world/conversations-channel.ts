/**
 * The class channels: one per class and course, where the class teacher posts announcements
 * (a new homework, a reminder, a quiz next week, «آفرین به همه») since the start of the school
 * year. The skill named is the one the class is on that week (book order). A seeded message's
 * id tells its channel (class id × 1000 + subject digit × 100 + n: 41101 is the first of «چهارم
 * الف»'s maths), so it stays the same whatever else the world holds; new posts come above.
 */
import type { World } from './build.ts';
import { dayAt, daysBetween, schoolYearStart } from './calendar.ts';
import { skillsOfCourse } from './curriculum/index.ts';
import type { CourseRec } from './curriculum/types.ts';
import { hash, hashInt } from './random.ts';
import type { ClassRec } from './types.ts';

export interface ChannelMessageRec {
  id: number;
  class_id: number;
  course_id: number;
  /** The teacher who wrote it. */
  sender: number;
  message: string;
  /** Epoch milliseconds. */
  created_at: number;
  edited_at: number | null;
}

type Post = (skill: string, course: CourseRec) => string;

const POSTS: Post[] = [
  (s) => `بچه‌ها، تکلیف تازه گذاشتم: «${s}». تا آخر هفته امتیازتان را به ۸۰ برسانید.`,
  (s) => `یادآوری: فردا آخرین مهلت تکلیف «${s}» است.`,
  (s) => `هفتهٔ بعد از «${s}» آزمون کوتاه داریم. مرور کنید.`,
  (s) => `آفرین به همه! میانگین کلاس در «${s}» از ۷۰ گذشت 👏`,
  (s) => `کسانی که در «${s}» زیر ۵۰ هستند، راه‌حل‌ها را دوباره ببینند و کمی بیشتر تمرین کنند.`,
  (_s, c) => `فردا کتاب ${c.name} و دفتر تمرین همراهتان باشد.`,
  (s) => `آزمون «${s}» فردا ساعت ۸ باز می‌شود و ۲۰ دقیقه وقت دارید.`,
  () => 'آفرین به همه 🌸',
  () => 'پاسخ‌های آزمون دیروز در بخش گزارش آمده است؛ اشتباه‌هایتان را ببینید.',
];

const SUBJECT_POSTS: Record<CourseRec['subject'], Post[]> = {
  math: [(s) => `برای «${s}» هر روز ده دقیقه تمرین کنید؛ سرعتتان بیشتر می‌شود.`],
  literature: [(s) => `املای این هفته از درس «${s}» است.`],
  science: [() => 'برای آزمایش فردا یک لیوان شفاف، کمی نمک و یک قاشق بیاورید.'],
};

const TEHRAN_MS = 3.5 * 3_600_000;
const isFriday = (at: Date) => new Date(at.getTime() + TEHRAN_MS).getUTCDay() === 5;

/** A seeded message id's channel (class id × 1000 + subject digit × 100 + n). */
export function channelOfId(id: number): { classId: number; subjectDigit: number } {
  return { classId: Math.floor(id / 1000), subjectDigit: Math.floor(id / 100) % 10 };
}

/** The seeded messages of one class's channel of one course, oldest first. */
export function seedChannel(world: World, klass: ClassRec, course: CourseRec): ChannelMessageRec[] {
  if (klass.teacher_id === null) return [];
  const start = schoolYearStart(world.builtAt);
  const schoolDays = daysBetween(start, world.builtAt);
  const list: ChannelMessageRec[] = [];
  const skills = skillsOfCourse(course.id);
  const count = hashInt(5, 12, 'channel-count', klass.id, course.id);
  const posts = [...POSTS, ...SUBJECT_POSTS[course.subject]];
  // Walk the posts from a seeded start, so one channel does not repeat itself.
  const first = hashInt(0, posts.length - 1, 'channel-first', klass.id, course.id);
  for (let k = 0; k < count && schoolDays > 2; k += 1) {
    const seed = `${klass.id}:${course.id}:${k}`;
    // Spread over the year so far, in order; never on a Friday, never today.
    const day = Math.min(schoolDays - 1, Math.floor(((k + hash('channel-day', seed)) * (schoolDays - 1)) / count) + 1);
    let date = dayAt(start, day);
    if (isFriday(date)) date = dayAt(date, -1);
    // Before the first bell (07:15–07:55) or in the evening (16:00–21:00).
    const minute = hash('channel-when', seed) < 0.4 ? hashInt(435, 475, seed) : hashInt(960, 1260, seed);
    const at = dayAt(date, 0, minute).getTime();
    const week = Math.floor(day / 7);
    const skill = skills[Math.min(skills.length - 1, Math.floor((week * skills.length) / 36))]!;
    list.push({
      id: klass.id * 1000 + (course.id % 10) * 100 + k + 1,
      class_id: klass.id,
      course_id: course.id,
      sender: klass.teacher_id,
      message: posts[(first + k) % posts.length]!(skill.title, course),
      created_at: at,
      edited_at: hash('channel-edit', seed) < 0.12 ? at + hashInt(2, 15, 'channel-edit-min', seed) * 60_000 : null,
    });
  }
  return list.sort((a, b) => a.created_at - b.created_at);
}
