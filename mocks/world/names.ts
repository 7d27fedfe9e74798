/** Persian names of the demo world: provinces, cities, schools and people. */
import { faker } from '@faker-js/faker/locale/fa';

/** The 31 provinces in the order the office lists them; the id is the position (1-based). */
export const PROVINCES = [
  'آذربایجان شرقی',
  'آذربایجان غربی',
  'اردبیل',
  'اصفهان',
  'البرز',
  'ایلام',
  'بوشهر',
  'تهران',
  'چهارمحال و بختیاری',
  'خراسان جنوبی',
  'خراسان رضوی',
  'خراسان شمالی',
  'خوزستان',
  'زنجان',
  'سمنان',
  'سیستان و بلوچستان',
  'فارس',
  'قزوین',
  'قم',
  'کردستان',
  'کرمان',
  'کرمانشاه',
  'کهگیلویه و بویراحمد',
  'گلستان',
  'گیلان',
  'لرستان',
  'مازندران',
  'مرکزی',
  'هرمزگان',
  'همدان',
  'یزد',
] as const;

/** Cities of the provinces that have schools on the platform (province id → cities). */
export const CITIES: Record<number, readonly string[]> = {
  1: ['تبریز', 'مراغه'],
  4: ['اصفهان', 'کاشان', 'نجف‌آباد', 'شاهین‌شهر'],
  8: ['تهران', 'ری', 'شمیرانات'],
  11: ['مشهد', 'نیشابور'],
  13: ['اهواز', 'دزفول'],
  17: ['شیراز', 'مرودشت'],
  25: ['رشت', 'لاهیجان'],
  31: ['یزد', 'میبد'],
};

export const SCHOOL_NAMES = [
  'شهید باهنر',
  'فرزانگان',
  'امام علی',
  'سعدی',
  'حافظ',
  'شهید رجایی',
  'پروین اعتصامی',
  'ابن سینا',
  'فردوسی',
  'علامه طباطبایی',
  'شهید مطهری',
  'دانش',
  'نیکان',
  'مهرگان',
  'اندیشه',
  'بهار',
  'خوارزمی',
  'رازی',
  'صدرا',
  'نوآوران',
] as const;

export const GIRL_NAMES = [
  'سارا',
  'زهرا',
  'فاطمه',
  'مریم',
  'نازنین',
  'هستی',
  'آیدا',
  'رها',
  'یاسمن',
  'مهسا',
  'النا',
  'ستایش',
  'باران',
  'نرگس',
  'هانیه',
  'کوثر',
  'ریحانه',
  'محدثه',
  'آوا',
  'پرنیا',
  'دینا',
  'ترانه',
  'مبینا',
  'ملیکا',
  'نیایش',
  'سوگند',
  'حنانه',
  'آیناز',
  'ثمین',
  'تینا',
] as const;

export const BOY_NAMES = [
  'علی',
  'محمد',
  'امیرحسین',
  'حسین',
  'رضا',
  'آرین',
  'مهدی',
  'پارسا',
  'سینا',
  'امیرعلی',
  'ایلیا',
  'محمدطاها',
  'یاسین',
  'آرمان',
  'کیان',
  'بردیا',
  'سامان',
  'عرفان',
  'ماهان',
  'نیما',
  'هومن',
  'آرسام',
  'متین',
  'امید',
  'سپهر',
  'محمدرضا',
  'ابوالفضل',
  'دانیال',
  'کاوه',
  'بهراد',
] as const;

export const FAMILY_NAMES = [
  'احمدی',
  'محمدی',
  'حسینی',
  'رضایی',
  'کریمی',
  'موسوی',
  'جعفری',
  'صادقی',
  'رحیمی',
  'هاشمی',
  'کاظمی',
  'قاسمی',
  'نوری',
  'عباسی',
  'مرادی',
  'اکبری',
  'یوسفی',
  'سلیمانی',
  'باقری',
  'شریفی',
  'نظری',
  'رستمی',
  'فرهادی',
  'امینی',
  'طاهری',
  'زارعی',
  'کیانی',
  'ملکی',
  'نیک‌نام',
  'دهقان',
  'افشار',
  'توکلی',
  'جلالی',
  'حیدری',
  'خسروی',
  'سبحانی',
  'شیرازی',
  'عسگری',
  'فتحی',
  'قربانی',
] as const;

/** Class letters in Persian school order: «الف», «ب», «ج»… */
export const CLASS_LETTERS = ['الف', 'ب', 'ج', 'د'] as const;

export const GRADE_WORDS = { third: 'سوم', fourth: 'چهارم', fifth: 'پنجم', sixth: 'ششم' } as const;
export const GRADE_DIGIT = { third: 3, fourth: 4, fifth: 5, sixth: 6 } as const;

/**
 * The `large` world's generated names come from faker's Persian lists (its regular world keeps the
 * hand-written ones above: stories, tests and the contract's examples name them). Each name is
 * picked with faker seeded by what it names and its id, so the same record gets the same name every
 * run, whatever was built before it.
 */
const LARGE_SEED = 26;
const SEED_OF = { person: 1, school: 2 } as const;

function seeded(what: keyof typeof SEED_OF, id: number) {
  faker.seed([LARGE_SEED, SEED_OF[what], id]);
  return faker;
}

/** A non-empty list of faker's Persian definitions (fails loudly if a faker update drops one). */
function fakerList(list: readonly string[] | undefined, what: string): readonly string[] {
  if (!list?.length) throw new Error(`faker's Persian locale has no ${what}`);
  return list;
}

// Only the gendered first names: faker mixes in its 639 «generic» ones, which do not say whose they are.
const LARGE_GIRL_NAMES = fakerList(faker.definitions.person.first_name.female, 'female first names');
const LARGE_BOY_NAMES = fakerList(faker.definitions.person.first_name.male, 'male first names');
/** Its family names, less the few that are words rather than names («لوکس»، «عالی»). */
const LARGE_FAMILY_NAMES = fakerList(faker.definitions.person.last_name.generic, 'family names').filter(
  (name) => !['لوکس', 'عالی', 'فانی', 'مجرد'].includes(name),
);

/** A generated person of the large world: a first name of their gender and a family name. */
export function largeWorldName(id: number, female: boolean): { first_name: string; last_name: string } {
  const f = seeded('person', id);
  return {
    first_name: f.helpers.arrayElement(female ? LARGE_GIRL_NAMES : LARGE_BOY_NAMES),
    last_name: f.helpers.arrayElement(LARGE_FAMILY_NAMES),
  };
}

/**
 * A large-world school's name after its prefix: mostly «شهید …» with a family name, else a person's
 * whole name (a girls' school a woman's, a boys' school a man's).
 */
export function largeWorldSchoolTitle(id: number, gender: 'FEMALE' | 'MALE' | null): string {
  const f = seeded('school', id);
  const family = f.helpers.arrayElement(LARGE_FAMILY_NAMES);
  const female = gender === null ? f.datatype.boolean() : gender === 'FEMALE';
  const first = f.helpers.arrayElement(female ? LARGE_GIRL_NAMES : LARGE_BOY_NAMES);
  return f.datatype.boolean(0.6) ? `شهید ${family}` : `${first} ${family}`;
}
