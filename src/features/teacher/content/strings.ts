import { toPersianDigits } from '@/shared/digits';

const n = (value: number) => toPersianDigits(value);

/** Persian text of the content screens (tests import it too). */
export const t = {
  skills: {
    documentTitle: 'مهارت‌ها | دانش‌آموز یار',
    title: 'مهارت‌ها',
    subtitle: 'مهارت‌های هر درس به ترتیب کتاب، با تسلط کلاس بر هر مهارت.',
    classesLabel: 'کلاس',
    coursesLabel: 'درس',
    chapterSkills: (chapter: string, count: number) => `${chapter} (${n(count)} مهارت)`,
    skillCode: (code: string, page: number) => `${code} · صفحهٔ ${n(page)}`,
    questionsLink: 'دیدن پرسش‌ها',
    /** Read after «دیدن پرسش‌ها» so each link names its skill. */
    questionsLinkSkill: (title: string) => ` «${title}»`,
    average: (score: number) => `میانگین امتیاز ${n(Math.round(score))}`,
    proficient: (mastered: number, practised: number) => `${n(mastered)} از ${n(practised)} دانش‌آموز ماهر`,
    noMastery: 'در گزارش کلاس نیست',
    masteryNote: (count: number) =>
      `تسلط کلاس از گزارش یک سال گذشته است و ${n(count)} مهارتِ ضعیف‌تر کلاس را نشان می‌دهد؛ «ماهر» یعنی امتیاز ۸۰ یا بیشتر.`,
    noClass: {
      title: 'هنوز کلاسی به شما داده نشده است',
      description: 'وقتی مدرسه کلاسی به شما بدهد، مهارت‌های درس‌های آن اینجا می‌آید.',
    },
    noSkills: 'این درس هنوز مهارتی ندارد.',
    unknownClass: 'این کلاس در فهرست کلاس‌های شما نیست.',
  },
  browser: {
    documentTitle: (skill?: string) => (skill ? `پرسش‌های ${skill} | دانش‌آموز یار` : 'بانک پرسش | دانش‌آموز یار'),
    title: 'بانک پرسش',
    pagerLabel: 'پیمایش پرسش‌ها',
    noSkill: {
      title: 'مهارتی انتخاب نشده است',
      description: 'از فهرست مهارت‌ها یک مهارت را انتخاب کنید تا پرسش‌هایش را ببینید.',
    },
    toSkills: 'فهرست مهارت‌ها',
    notFound: 'این پرسش در بانک این مهارت نیست.',
    backToFirst: 'نخستین پرسش این مهارت',
  },
} as const;
