import { formatNumber } from '@/shared/digits';

const n = (value: number) => formatNumber(value);

/** Persian text of the teacher's package screens (stories and tests import it too). */
export const t = {
  list: {
    documentTitle: 'بسته‌ها | دانش‌آموز یار',
    title: 'بسته‌های آموزشی',
    subtitle: 'بسته‌های هر کلاس با پیشرفت کلاس؛ بستهٔ غیرفعال برای دانش‌آموزان باز نمی‌شود.',
    classesLabel: 'کلاس',
    activities: (count: number) => `${n(count)} فعالیت`,
    progress: (percent: number) => `پیشرفت کلاس ${n(Math.round(percent))}٪`,
    progressLabel: (title: string) => `پیشرفت کلاس در ${title}`,
    open: 'دیدن بسته',
    /** Read after «دیدن بسته» so each link names its package. */
    openPackage: (title: string) => `دیدن ${title}`,
    empty: {
      title: 'هنوز بسته‌ای برای این کلاس نیست',
      description: 'وقتی بسته‌ای به درس‌های این کلاس اضافه شود، اینجا می‌آید.',
    },
    noClass: {
      title: 'هنوز کلاسی به شما داده نشده است',
      description: 'وقتی مدرسه کلاسی به شما بدهد، بسته‌های درس‌های آن اینجا می‌آید.',
    },
    unknownClass: 'این کلاس در فهرست کلاس‌های شما نیست.',
  },
  active: {
    /** The switch's visible label: the package's state, as it is now. */
    on: 'فعال',
    off: 'غیرفعال',
    /**
     * The switch's accessible name: what it turns, with the package and its course, so each switch
     * is told apart: «فعال بودن بستهٔ نور و سایه (علوم چهارم)». Titles already starting with «بسته»
     * are not prefixed again. When the list holds several packages of the same title and course,
     * `copy` tells them apart: «… (علوم چهارم، ۲ از ۲)».
     */
    name: (title: string, course: string, copy?: { index: number; total: number }) =>
      `فعال بودن ${title.startsWith('بسته') ? title : `بستهٔ ${title}`} (${course}${copy ? `، ${n(copy.index)} از ${n(copy.total)}` : ''})`,
    turnedOn: (title: string) => `«${title}» برای دانش‌آموزان فعال شد.`,
    turnedOff: (title: string) => `«${title}» برای دانش‌آموزان غیرفعال شد.`,
  },
  detail: {
    documentTitle: (title?: string) => (title ? `${title} | دانش‌آموز یار` : 'بستهٔ آموزشی | دانش‌آموز یار'),
    title: 'بستهٔ آموزشی',
    backToList: 'همهٔ بسته‌ها',
    courseLine: (course: string, className: string | undefined) =>
      className ? `${course} · کلاس ${className}` : course,
    activitiesTitle: 'فعالیت‌ها به ترتیب',
    step: (order: number, title: string) => `${n(order)}. ${title}`,
    kinds: { practice: 'تمرین', video: 'فیلم', reading: 'خواندنی' },
    practiceCount: (count: number) => `${n(count)} پرسش برای تمام شدن`,
    notFound: 'این بسته در این کلاس نیست.',
    noActivities: 'این بسته هنوز فعالیتی ندارد.',
  },
  activity: {
    skillsTitle: 'مهارت‌ها',
    skillLine: (code: string, title: string) => `${code} · ${title}`,
    skillScore: (average: number, mastered: number, practised: number) =>
      `میانگین امتیاز ${n(Math.round(average))} · ${n(mastered)} از ${n(practised)} دانش‌آموز ماهر`,
    questionsLink: 'دیدن پرسش‌های این فعالیت',
    chartTitle: 'پیشرفت کلاس',
    chartUnit: 'دانش‌آموز',
    chartEmpty: 'این کلاس هنوز دانش‌آموزی ندارد.',
    pupilsTitle: 'دانش‌آموزان',
    pupilsEmpty: 'این کلاس هنوز دانش‌آموزی ندارد.',
    pupilName: (first: string, last: string) => `${first} ${last}`,
    loading: 'در حال بارگذاری فعالیت…',
  },
  question: {
    documentTitle: (skill?: string) => (skill ? `پرسش ${skill} | دانش‌آموز یار` : 'پرسش بسته | دانش‌آموز یار'),
    title: 'پرسش فعالیت با راه‌حل',
    pagerLabel: 'پیمایش پرسش‌های فعالیت',
    backToPackage: 'بازگشت به بسته',
    notFound: 'پرسشی با این نشانی پیدا نشد.',
  },
} as const;
