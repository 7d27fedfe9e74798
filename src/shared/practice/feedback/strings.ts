/** What a child reads after answering: the verdict, the SmartScore meter and the worked solution. */
import type { MasteryLevel } from '@/api/generated/model';
import { toPersianDigits } from '@/shared/digits';

const fa = toPersianDigits;

/** The SmartScore's bands in words, as the contract names them (MasteryLevel). */
export const bandText: Record<MasteryLevel, string> = {
  not_started: 'شروع نشده',
  practicing: 'در حال تمرین',
  proficient: 'ماهر',
  challenge: 'منطقهٔ چالش',
  mastered: 'تسلط کامل',
};

/**
 * Praise after a right answer, picked by the streak (praiseFor): every one says «درست است», so the
 * verdict itself never changes, only the cheer before it.
 */
export const praises = [
  'آفرین! درست است',
  'عالی! درست است',
  'بارک‌الله! درست است',
  'درست است، همین‌طور ادامه بده!',
  'فوق‌العاده! درست است',
] as const;

/**
 * A kind word under the verdict by the SmartScore's band after the answer: what the band means
 * and what comes next. After a mistake it never blames; it says mistakes are part of learning.
 */
export const bandCheer: Record<MasteryLevel, { right: string; wrong: string }> = {
  not_started: {
    right: 'شروع خوبی بود! هر پاسخ درست امتیازت را بالا می‌برد.',
    wrong: 'اشتباه بخشی از یادگرفتن است. با راه‌حل، پرسش بعدی آسان‌تر می‌شود.',
  },
  practicing: {
    right: 'هر پاسخ درست تو را به «ماهر» نزدیک‌تر می‌کند.',
    wrong: 'اشتباه بخشی از یادگرفتن است. با هر تمرین قوی‌تر می‌شوی.',
  },
  proficient: {
    right: 'ماهر شده‌ای! چند پاسخ درست دیگر تا منطقهٔ چالش.',
    wrong: 'هنوز ماهری؛ یک اشتباه چیزی را خراب نمی‌کند.',
  },
  challenge: {
    right: 'در منطقهٔ چالشی و از پس پرسش‌های سخت برمی‌آیی!',
    wrong: 'در منطقهٔ چالش پرسش‌ها سخت‌ترند و اشتباه طبیعی است. آرام و با دقت ادامه بده.',
  },
  mastered: {
    right: 'تسلط کامل! حالا می‌توانی این را به دوستت هم یاد بدهی.',
    wrong: 'این مهارت را خوب بلدی؛ یک اشتباه چیزی را خراب نمی‌کند.',
  },
};

export const feedbackText = {
  meter: {
    label: 'امتیاز مهارت',
    outOf: `از ${fa(100)}`,
    /** What assistive technology reads for the meter: the number and the band. */
    valueText: (score: number, band: string) => `${fa(score)} از ${fa(100)}، ${band}`,
    up: (points: number) => `${fa(points)} امتیاز بالا رفت`,
    down: (points: number) => `${fa(points)} امتیاز پایین آمد`,
    mark: (score: number) => fa(score),
  },
  verdict: {
    wrong: 'نه، این بار درست نبود',
    wrongHint: 'راه‌حل را با هم ببینیم.',
    streak: (count: number) => `${fa(count)} پاسخ درست پشت سر هم`,
    cups: (count: number) => (count === 1 ? 'یک جام تازه گرفتی!' : `${fa(count)} جام تازه گرفتی!`),
    newCup: 'جام تازه',
    newBadge: 'نشان تازه',
    rewards: 'جایزه‌های تازه',
    skillCompleted: 'این مهارت را کامل یاد گرفتی!',
    /** skill_completed below 100: the homework's target (80 by default) was reached. */
    targetReached: 'به هدف این تکلیف رسیدی!',
    score: (score: number, band: string) => `امتیاز مهارت: ${fa(score)}، ${band}`,
    next: 'پرسش بعدی',
    showSolution: 'دیدن راه‌حل',
    hideSolution: 'بستن راه‌حل',
  },
  solution: {
    title: 'راه‌حل',
    steps: 'گام‌های راه‌حل',
    stepImage: (order: number) => `تصویر گام ${fa(order)}`,
    video: 'فیلم آموزشی این راه‌حل',
    newTab: '(در برگهٔ تازه باز می‌شود)',
    ask: 'راه‌حل را فهمیدی؟',
    understood: 'متوجه شدم',
    notUnderstood: 'هنوز متوجه نشدم',
    thanksUnderstood: 'آفرین! برویم سراغ پرسش بعدی.',
    thanksNotUnderstood: 'ممنون! به معلمت می‌گوییم.',
  },
} as const;
