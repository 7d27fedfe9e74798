/**
 * What a package's video and reading activities show: a teaching video of a skill (a local path
 * under the app's own origin, its length and the words it says) and a short Persian reading
 * (a story or an explanation around the skill). Texts are templates over the skill's title and
 * two children's names, picked by seed, so every package reads differently but stays the same
 * from one build to the next.
 */
import type { SkillRec, Subject } from './curriculum/types.ts';
import { lessonPath } from './curriculum/lesson-skills.ts';
import { LESSONS } from './curriculum/lessons.ts';
import { BOY_NAMES, GIRL_NAMES } from './names.ts';
import { hashInt, hashPick } from './random.ts';

export interface VideoContent {
  kind: 'video';
  video_url: string;
  duration_seconds: number;
  transcript: string | null;
}

export interface ReadingContent {
  kind: 'reading';
  body: string[];
  minutes: number;
}

const READINGS: Record<Subject, readonly (readonly string[])[]> = {
  math: [
    [
      '{a} و {b} بعد از مدرسه در حیاط نشسته بودند. خانم معلم گفته بود فردا دربارهٔ «{t}» بیشتر حرف می‌زنند.',
      '{b} گفت: «من هنوز مطمئن نیستم چطور فکر کنم.» {a} دفترش را باز کرد و با مثال خرید نان و میوه از مغازهٔ سر کوچه نشانش داد که چطور قدم‌به‌قدم جلو برود.',
      'وقتی صدای زنگ خانه آمد، هر دو یک مثال تازه هم ساخته بودند. {b} خندید: «پس این‌قدرها هم سخت نبود!»',
    ],
    [
      'در بازار روز، {a} به مادرش کمک می‌کرد. فروشنده عددها را تند تند می‌گفت و {a} در ذهنش «{t}» را به کار می‌برد.',
      'مادر پرسید: «از کجا این‌قدر زود فهمیدی؟» {a} گفت: «همان چیزی است که این هفته در کلاس تمرین کردیم.»',
      'در راه برگشت، {a} برای برادر کوچکش {b} هم یک معمای ساده ساخت تا او هم امتحان کند.',
    ],
  ],
  literature: [
    [
      '{a} کتاب داستانی از کتابخانهٔ مدرسه گرفته بود. هر شب چند صفحه می‌خواند و واژه‌های تازه را در دفترچه‌ای می‌نوشت.',
      'یک شب به جمله‌ای رسید که او را یاد درس «{t}» انداخت. زیرش خط کشید و فردا آن را به {b} نشان داد.',
      '{b} هم نمونهٔ دیگری در کتاب خودش پیدا کرد. از آن روز، آن دو بازی «پیدا کن و بنویس» را راه انداختند.',
    ],
    [
      'در زنگ انشا، خانم معلم از بچه‌ها خواست دربارهٔ «{t}» چند جمله بنویسند. {a} اول نمی‌دانست از کجا شروع کند.',
      '{b} پیشنهاد داد از خاطرهٔ سفر تابستان بنویسند. {a} سفر به روستای پدربزرگ را به یاد آورد و جمله‌ها یکی‌یکی آمدند.',
      'وقتی {a} نوشته‌اش را برای کلاس خواند، همه دست زدند و خانم معلم گفت: «نمونه‌های خوبی آوردی.»',
    ],
  ],
  science: [
    [
      '{a} و {b} در آشپزخانه به مادربزرگ کمک می‌کردند. {a} پرسید: «چرا این‌طور شد؟» و مادربزرگ لبخند زد.',
      'مادربزرگ گفت: «این همان چیزی است که در درس «{t}» خوانده‌اید. خوب نگاه کنید و ببینید چه تغییری می‌کند.»',
      'بچه‌ها آن‌چه دیده بودند را در دفتر علوم نوشتند و قرار گذاشتند فردا در کلاس برای بقیه تعریف کنند.',
    ],
    [
      'در گردش علمی مدرسه، {a} ذره‌بینش را برداشته بود و هر چیزی را از نزدیک نگاه می‌کرد.',
      'آقای راهنما دربارهٔ «{t}» توضیح داد و از بچه‌ها خواست نمونه‌ای در اطرافشان پیدا کنند. {b} زودتر از همه نمونه‌ای پیدا کرد.',
      'در راه برگشت، {a} با خودش فکر کرد که علم فقط در کتاب نیست؛ همه‌جا هست، اگر خوب نگاه کنیم.',
    ],
  ],
};

const fill = (text: string, skill: SkillRec, a: string, b: string) =>
  text.replaceAll('{t}', skill.title).replaceAll('{a}', a).replaceAll('{b}', b);

/**
 * The skill's teaching video (a worked example, step by step, said aloud: curriculum/lesson-skills.ts),
 * its length and its transcript, the words it says; null for a skill without one.
 */
export function videoContent(skill: SkillRec): VideoContent | null {
  const lesson = LESSONS[skill.name];
  return lesson
    ? {
        kind: 'video',
        video_url: lessonPath(skill.name),
        duration_seconds: lesson.duration_seconds,
        transcript: lesson.transcript,
      }
    : null;
}

export function readingContent(packageId: number, skill: SkillRec): ReadingContent {
  const a = hashPick(GIRL_NAMES, 'reader-a', packageId, skill.id);
  const b = hashPick(BOY_NAMES, 'reader-b', packageId, skill.id);
  const body = hashPick(READINGS[skill.subject], 'reading', packageId, skill.id).map((p) => fill(p, skill, a, b));
  return { kind: 'reading', body, minutes: hashInt(2, 4, 'minutes', packageId, skill.id) };
}

export const videoTitle = (skill: SkillRec) => `فیلم آموزشی ${skill.title}`;
export const practiceTitle = (skill: SkillRec) => `تمرین ${skill.title}`;
export const readingTitle = (skill: SkillRec) =>
  skill.subject === 'science' ? `بخوانیم: ${skill.title}` : `داستان «${skill.title}»`;
