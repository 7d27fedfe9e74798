import { toPersianDigits } from '@/shared/digits';

const fa = toPersianDigits;

/** Persian text of the mastery grid (issue 28): the teacher's class page, a homework's page, the manager's class and grade. */
export const gridText = {
  heading: 'جدول تسلط',
  /** The grid's name for screen readers: «جدول تسلط ریاضی چهارم، فصل ۲ – ضرب و تقسیم». */
  label: (course: string, columns: string) => `جدول تسلط ${course}، ${columns}`,
  homeworkColumns: 'مهارت‌های این تکلیف',
  chapter: 'فصل',
  pupil: 'دانش‌آموز',
  className: 'کلاس',
  /** What a cell shows: the score and its band («۸۵ ماهر»), or only the band before any answer. */
  cellText: (score: number, band: string, answered: number) => (answered === 0 ? band : `${fa(score)} ${band}`),
  /** What a cell says to a screen reader, ending with what it shows: «سارا احمدی، ضرب عددهای دورقمی: ۸۵ ماهر». */
  cell: (pupil: string, skill: string, shown: string) => `${pupil}، ${skill}: ${shown}`,
  score: (score: number) => fa(score),
  legend: 'راهنمای رنگ‌ها',
  /** The grid's size and how to move in it, above it. */
  summary: (pupils: number, skills: number) =>
    `${fa(pupils)} دانش‌آموز · ${fa(skills)} مهارت · با کلیدهای جهت‌نما در جدول حرکت کنید؛ هر خانه پاسخ‌های آن دانش‌آموز را در آن مهارت باز می‌کند.`,
  noPupils: 'در این کلاس هنوز دانش‌آموزی نیست',
  noPupilsHint: 'دانش‌آموزان که به کلاس بپیوندند، اینجا دیده می‌شوند.',
  noSkills: 'در این فصل مهارتی نیست',
  noSkillsHint: 'فصل دیگری را انتخاب کنید.',
  /** Below the grid: each skill's trouble spots (the questions the class misses most). */
  troubleLinks: 'نقاط دشوار هر مهارت',
  troubleOf: (skill: string) => `نقاط دشوار ${skill}`,
  /** The trouble spots page's way back here. */
  backToGrid: 'بازگشت به جدول تسلط',
  /** The name column's header and a pupil's name. */
  name: (first: string, last: string) => `${first} ${last}`,
};
