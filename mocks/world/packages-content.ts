/**
 * What a package's video and reading activities show: a teaching video of a skill (a local path
 * under the app's own origin, a duration and a Persian transcript) and a short Persian reading
 * (a story or an explanation around the skill). Texts are templates over the skill's title and
 * two children's names, picked by seed, so every package reads differently but stays the same
 * from one build to the next.
 */
import type { SkillRec, Subject } from './curriculum/types.ts';
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

const TRANSCRIPTS: Record<Subject, readonly string[]> = {
  math: [
    'سلام بچه‌ها! امروز با هم «{t}» را یاد می‌گیریم. اول یک مثال ساده را روی تخته حل می‌کنیم و هر قدم را با صدای بلند می‌گوییم. بعد مثال سخت‌تری می‌آوریم و می‌بینیم همان قدم‌ها آن‌جا هم کار می‌کنند. هر جا گیر کردید، فیلم را نگه دارید و دوباره ببینید.',
    'در این فیلم «{t}» را با چند مثال از زندگی روزمره می‌بینیم: خرید از نانوایی، چیدن کتاب‌ها در قفسه و تقسیم خوراکی میان دوستان. برای هر مثال اول حدس می‌زنیم، بعد حساب می‌کنیم و در آخر جواب را با حدسمان مقایسه می‌کنیم.',
  ],
  literature: [
    'سلام دوستان! در این فیلم دربارهٔ «{t}» حرف می‌زنیم. چند جمله از درس‌های کتاب فارسی را با هم می‌خوانیم، زیر واژه‌های مهم خط می‌کشیم و می‌بینیم نویسنده چطور از آن‌ها استفاده کرده است. در پایان، خودتان یک جملهٔ تازه بسازید.',
    'در این فیلم «{t}» را با یک شعر کوتاه و یک داستان تمرین می‌کنیم. اول متن را آهسته و شمرده می‌خوانیم، بعد نمونه‌ها را یکی‌یکی پیدا می‌کنیم و در دفترمان می‌نویسیم.',
  ],
  science: [
    'سلام دانشمندهای کوچک! در این فیلم «{t}» را با یک آزمایش ساده می‌بینیم. وسایل آزمایش را در خانه هم پیدا می‌کنید، اما حتماً با کمک یک بزرگ‌تر آزمایش کنید. اول پیش‌بینی می‌کنیم، بعد آزمایش می‌کنیم و در آخر نتیجه را توضیح می‌دهیم.',
    'در این فیلم به طبیعت می‌رویم تا «{t}» را از نزدیک ببینیم. به تصویرها دقت کنید و هر چه دیدید در دفتر علوم یادداشت کنید؛ در پایان فیلم چند پرسش داریم که با یادداشت‌هایتان جواب می‌دهید.',
  ],
};

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

export function videoContent(packageId: number, skill: SkillRec): VideoContent {
  return {
    kind: 'video',
    video_url: `/media/videos/${skill.subject}.mp4`,
    // The length of the video the URL serves (public/media/videos: 8-second clips).
    duration_seconds: 8,
    transcript: fill(hashPick(TRANSCRIPTS[skill.subject], 'transcript', packageId, skill.id), skill, '', ''),
  };
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
