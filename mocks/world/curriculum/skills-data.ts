/**
 * The skill tables: per course, its chapters in book order and per chapter its skills as
 * [slug, title, section, first page]. Chapters keep the textbook's number, so a course may
 * skip a chapter it has no skill in. Sections (درس) are numbered across the book.
 */
import type { Grade, Subject } from './types.ts';

export type SkillRow = readonly [slug: string, title: string, section: number, page: number];
export interface ChapterRow {
  order: number;
  title: string;
  skills: readonly SkillRow[];
}
export interface CourseSkillTable {
  grade: Grade;
  subject: Subject;
  chapters: readonly ChapterRow[];
}

export const SKILL_TABLES: readonly CourseSkillTable[] = [
  // ── ریاضی ──
  {
    grade: 'third',
    subject: 'math',
    chapters: [
      { order: 1, title: 'فصل ۱ – الگوها', skills: [['m3-number-patterns', 'الگوهای عددی', 1, 4]] },
      {
        order: 2,
        title: 'فصل ۲ – عدد و رقم',
        skills: [
          ['m3-place-value', 'یکان، دهگان، صدگان و هزارگان', 3, 18],
          ['m3-expanded-form', 'گسترده‌نویسی عددها', 4, 22],
          ['m3-compare-numbers', 'مقایسهٔ عددها', 5, 26],
        ],
      },
      {
        order: 3,
        title: 'فصل ۳ – جمع و تفریق عددهای سه‌رقمی',
        skills: [
          ['m3-add-three-digit', 'جمع عددهای سه‌رقمی', 6, 36],
          ['m3-subtract-three-digit', 'تفریق عددهای سه‌رقمی', 7, 42],
          ['m3-estimate', 'تخمین و نزدیک‌ترین ده', 8, 48],
        ],
      },
      {
        order: 4,
        title: 'فصل ۴ – ضرب و تقسیم',
        skills: [
          ['m3-multiplication-facts', 'جدول ضرب', 9, 58],
          ['m3-multiply-one-digit', 'ضرب عدد دورقمی در یک‌رقمی', 10, 66],
          ['m3-division-facts', 'تقسیم', 11, 72],
        ],
      },
      { order: 5, title: 'فصل ۵ – کسر', skills: [['m3-fraction-intro', 'آشنایی با کسر', 12, 86]] },
      {
        order: 6,
        title: 'فصل ۶ – اندازه‌گیری',
        skills: [
          ['m3-length-units', 'متر و سانتی‌متر', 14, 100],
          ['m3-time', 'ساعت و زمان', 15, 106],
        ],
      },
    ],
  },
  {
    grade: 'fourth',
    subject: 'math',
    chapters: [
      {
        order: 1,
        title: 'فصل ۱ – عدد و الگوهای عددی',
        skills: [
          ['m4-number-patterns', 'الگوهای عددی', 1, 2],
          ['m4-place-value', 'ارزش مکانی عددهای بزرگ', 2, 8],
          ['m4-compare-numbers', 'مقایسه و ترتیب عددها', 3, 12],
          ['m4-rounding', 'تقریب و گرد کردن', 4, 16],
        ],
      },
      {
        order: 2,
        title: 'فصل ۲ – کسر',
        skills: [
          ['m4-equivalent-fractions', 'کسرهای هم‌ارز', 5, 26],
          ['m4-compare-fractions', 'مقایسهٔ کسرها', 6, 30],
          ['m4-add-subtract-fractions', 'جمع و تفریق کسرها', 7, 34],
          ['m4-mixed-numbers', 'عدد مخلوط', 8, 38],
        ],
      },
      {
        order: 3,
        title: 'فصل ۳ – ضرب و تقسیم',
        skills: [
          ['m4-multiply-by-10-100', 'ضرب در ۱۰ و ۱۰۰', 9, 48],
          ['m4-multiply-one-digit', 'ضرب عدد چندرقمی در یک‌رقمی', 9, 50],
          ['m4-distributive-multiplication', 'ضرب به روش تجزیه', 10, 54],
          ['m4-two-digit-multiplication', 'ضرب عددهای دورقمی', 10, 58],
          ['m4-division', 'تقسیم و باقی‌مانده', 11, 62],
        ],
      },
      {
        order: 4,
        title: 'فصل ۴ – اندازه‌گیری',
        skills: [
          ['m4-length-units', 'تبدیل واحدهای طول', 12, 76],
          ['m4-angles', 'زاویه', 13, 82],
        ],
      },
      { order: 5, title: 'فصل ۵ – عدد اعشاری', skills: [['m4-decimals', 'آشنایی با عدد اعشاری', 15, 96]] },
    ],
  },
  {
    grade: 'fifth',
    subject: 'math',
    chapters: [
      {
        order: 1,
        title: 'فصل ۱ – عدد و الگوهای عددی',
        skills: [
          ['m5-large-numbers', 'میلیون و میلیارد', 1, 2],
          ['m5-number-patterns', 'الگوهای عددی', 2, 8],
          ['m5-multiply-large', 'ضرب عددهای چندرقمی', 3, 12],
          ['m5-long-division', 'تقسیم بر عدد دورقمی', 4, 16],
        ],
      },
      {
        order: 2,
        title: 'فصل ۲ – کسر',
        skills: [
          ['m5-simplify-fractions', 'ساده کردن کسرها', 5, 26],
          ['m5-add-subtract-fractions', 'جمع و تفریق کسرهای با مخرج‌های مختلف', 6, 30],
          ['m5-mixed-add-subtract', 'جمع و تفریق عددهای مخلوط', 7, 34],
          ['m5-multiply-fractions', 'ضرب کسرها', 8, 38],
          ['m5-fraction-of-number', 'کسری از یک عدد', 8, 42],
        ],
      },
      {
        order: 3,
        title: 'فصل ۳ – عدد اعشاری',
        skills: [
          ['m5-decimal-place-value', 'ارزش مکانی عددهای اعشاری', 9, 52],
          ['m5-compare-decimals', 'مقایسهٔ عددهای اعشاری', 10, 56],
          ['m5-add-subtract-decimals', 'جمع و تفریق عددهای اعشاری', 11, 60],
        ],
      },
      {
        order: 5,
        title: 'فصل ۵ – اندازه‌گیری',
        skills: [['m5-area', 'مساحت مستطیل، مثلث و متوازی‌الاضلاع', 17, 96]],
      },
      {
        order: 6,
        title: 'فصل ۶ – آمار و احتمال',
        skills: [
          ['m5-mean', 'میانگین', 20, 112],
          ['m5-probability', 'احتمال', 21, 118],
        ],
      },
    ],
  },
  {
    grade: 'sixth',
    subject: 'math',
    chapters: [
      {
        order: 1,
        title: 'فصل ۱ – عدد و الگوهای عددی',
        skills: [
          ['m6-number-patterns', 'الگوهای عددی', 1, 2],
          ['m6-factors', 'شمارنده‌ها', 2, 8],
          ['m6-prime-numbers', 'عدد اول', 3, 12],
        ],
      },
      {
        order: 2,
        title: 'فصل ۲ – کسر',
        skills: [
          ['m6-multiply-mixed', 'ضرب عددهای مخلوط', 5, 24],
          ['m6-divide-fractions', 'تقسیم کسرها', 6, 28],
        ],
      },
      {
        order: 3,
        title: 'فصل ۳ – عدد اعشاری',
        skills: [
          ['m6-multiply-decimals', 'ضرب عددهای اعشاری', 8, 40],
          ['m6-divide-decimals', 'تقسیم عدد اعشاری بر عدد طبیعی', 9, 44],
        ],
      },
      {
        order: 5,
        title: 'فصل ۵ – اندازه‌گیری',
        skills: [
          ['m6-circle', 'محیط و مساحت دایره', 15, 80],
          ['m6-volume', 'حجم مکعب‌مستطیل', 16, 86],
        ],
      },
      {
        order: 6,
        title: 'فصل ۶ – تناسب و درصد',
        skills: [
          ['m6-ratio', 'نسبت', 18, 98],
          ['m6-proportion', 'تناسب', 19, 102],
          ['m6-percent', 'درصد', 20, 108],
        ],
      },
      {
        order: 7,
        title: 'فصل ۷ – تقریب',
        skills: [
          ['m6-rounding-decimals', 'تقریب عددهای اعشاری', 22, 122],
          ['m6-estimate-operations', 'تخمین حاصل جمع و ضرب', 23, 126],
        ],
      },
    ],
  },
  // ── فارسی ──
  {
    grade: 'third',
    subject: 'literature',
    chapters: [
      {
        order: 1,
        title: 'فصل ۱ – زیبایی آفرینش',
        skills: [
          ['l3-synonyms', 'واژه‌های هم‌معنی', 1, 10],
          ['l3-antonyms', 'واژه‌های مخالف', 2, 16],
        ],
      },
      {
        order: 2,
        title: 'فصل ۲ – دانش و دانایی',
        skills: [
          ['l3-alphabet-order', 'ترتیب حروف الفبا', 4, 26],
          ['l3-plural-ha', 'جمع با «ها»', 5, 32],
        ],
      },
      {
        order: 3,
        title: 'فصل ۳ – اخلاق فردی و اجتماعی',
        skills: [
          ['l3-word-families', 'واژه‌های هم‌خانواده', 7, 44],
          ['l3-punctuation', 'نقطه و علامت سؤال', 8, 50],
        ],
      },
      {
        order: 4,
        title: 'فصل ۴ – ایران من',
        skills: [
          ['l3-sentence-order', 'مرتب کردن کلمه‌های جمله', 10, 62],
          ['l3-similar-letters', 'حرف‌های هم‌صدا: ز، ذ، ض، ظ', 11, 68],
        ],
      },
      {
        order: 5,
        title: 'فصل ۵ – نام‌ها و یادها',
        skills: [
          ['l3-past-verbs', 'فعل گذشته', 13, 80],
          ['l3-rhyme', 'واژه‌های هم‌قافیه', 14, 86],
          ['l3-reading-comprehension', 'درک متن', 15, 92],
        ],
      },
    ],
  },
  {
    grade: 'fourth',
    subject: 'literature',
    chapters: [
      {
        order: 1,
        title: 'فصل ۱ – زیبایی آفرینش',
        skills: [
          ['l4-synonyms', 'واژه‌های هم‌معنی', 1, 10],
          ['l4-antonyms', 'واژه‌های متضاد', 2, 16],
        ],
      },
      {
        order: 2,
        title: 'فصل ۲ – دانش و دانایی',
        skills: [
          ['l4-plural-an-ha', 'جمع با «ان» و «ها»', 4, 28],
          ['l4-word-families', 'واژه‌های هم‌خانواده', 5, 34],
        ],
      },
      {
        order: 3,
        title: 'فصل ۳ – اخلاق فردی و اجتماعی',
        skills: [
          ['l4-adjectives', 'صفت', 7, 46],
          ['l4-homophones', 'واژه‌های هم‌آوا', 8, 52],
        ],
      },
      {
        order: 4,
        title: 'فصل ۴ – ایران من',
        skills: [
          ['l4-punctuation', 'نشانه‌های نگارشی', 10, 64],
          ['l4-proverbs', 'ضرب‌المثل‌ها', 11, 70],
        ],
      },
      {
        order: 5,
        title: 'فصل ۵ – نام‌ها و یادها',
        skills: [
          ['l4-verb-tense', 'زمان فعل', 13, 84],
          ['l4-compound-words', 'واژه‌های مرکب', 14, 90],
          ['l4-reading-comprehension', 'درک متن', 15, 96],
          ['l4-hamza-spelling', 'املای واژه‌های همزه‌دار', 16, 102],
        ],
      },
    ],
  },
  {
    grade: 'fifth',
    subject: 'literature',
    chapters: [
      {
        order: 1,
        title: 'فصل ۱ – زیبایی آفرینش',
        skills: [
          ['l5-synonyms-antonyms', 'هم‌معنی و متضاد', 1, 10],
          ['l5-plural-at-in', 'جمع با «ات» و «ین»', 2, 16],
        ],
      },
      {
        order: 2,
        title: 'فصل ۲ – دانش و دانایی',
        skills: [
          ['l5-noun-types', 'اسم عام و اسم خاص', 4, 28],
          ['l5-pronouns', 'ضمیرهای شخصی', 5, 34],
        ],
      },
      {
        order: 3,
        title: 'فصل ۳ – اخلاق فردی و اجتماعی',
        skills: [
          ['l5-verb-endings', 'شناسهٔ فعل', 7, 46],
          ['l5-suffixes', 'ساختن واژه با پسوند', 8, 52],
        ],
      },
      {
        order: 4,
        title: 'فصل ۴ – ادبیات بومی',
        skills: [
          ['l5-proverbs', 'ضرب‌المثل‌ها', 10, 64],
          ['l5-homophones', 'واژه‌های هم‌آوا', 11, 70],
        ],
      },
      {
        order: 5,
        title: 'فصل ۵ – ایران من',
        skills: [
          ['l5-comparative-adjectives', 'صفت برتر و برترین', 13, 82],
          ['l5-punctuation', 'ویرگول و گیومه', 14, 88],
        ],
      },
      {
        order: 6,
        title: 'فصل ۶ – نام‌ها و یادها',
        skills: [
          ['l5-reading-comprehension', 'درک متن', 16, 100],
          ['l5-spelling', 'املای واژه‌های دشوار', 17, 106],
        ],
      },
    ],
  },
  {
    grade: 'sixth',
    subject: 'literature',
    chapters: [
      {
        order: 1,
        title: 'فصل ۱ – زیبایی آفرینش',
        skills: [
          ['l6-synonyms-antonyms', 'هم‌معنی و متضاد', 1, 10],
          ['l6-broken-plurals', 'جمع مکسر', 2, 16],
        ],
      },
      {
        order: 2,
        title: 'فصل ۲ – دانش و دانایی',
        skills: [
          ['l6-simile', 'تشبیه', 4, 28],
          ['l6-subject-predicate', 'نهاد و گزاره', 5, 34],
        ],
      },
      {
        order: 3,
        title: 'فصل ۳ – اخلاق فردی و اجتماعی',
        skills: [
          ['l6-verb-tenses', 'فعل گذشته، حال و آینده', 7, 46],
          ['l6-prefixes', 'پیشوندهای «نا»، «بی» و «با»', 8, 52],
        ],
      },
      {
        order: 4,
        title: 'فصل ۴ – ادبیات بومی',
        skills: [
          ['l6-proverbs', 'ضرب‌المثل و کنایه', 10, 64],
          ['l6-homophones', 'واژه‌های هم‌آوا', 11, 70],
        ],
      },
      {
        order: 5,
        title: 'فصل ۵ – ایران من',
        skills: [
          ['l6-word-families', 'واژه‌های هم‌خانواده', 13, 82],
          ['l6-sentence-types', 'انواع جمله', 14, 88],
        ],
      },
      {
        order: 6,
        title: 'فصل ۶ – ادبیات جهان',
        skills: [
          ['l6-reading-comprehension', 'درک متن', 16, 100],
          ['l6-poets-writers', 'شاعران و نویسندگان', 17, 106],
        ],
      },
    ],
  },
  // ── علوم ──
  {
    grade: 'third',
    subject: 'science',
    chapters: [
      {
        order: 1,
        title: 'فصل ۱ – مواد و آب',
        skills: [
          ['s3-states-of-matter', 'جامد، مایع و گاز', 1, 6],
          ['s3-water', 'آب، مایهٔ زندگی', 2, 12],
        ],
      },
      {
        order: 2,
        title: 'فصل ۲ – هوا و گرما',
        skills: [
          ['s3-air', 'هوا', 3, 20],
          ['s3-heat', 'گرما و دماسنج', 4, 28],
        ],
      },
      {
        order: 3,
        title: 'فصل ۳ – آهنربا و نیرو',
        skills: [
          ['s3-magnets', 'آهنربا', 6, 40],
          ['s3-push-pull', 'نیرو: هل دادن و کشیدن', 7, 46],
        ],
      },
      {
        order: 4,
        title: 'فصل ۴ – جانداران',
        skills: [
          ['s3-animal-groups', 'گروه‌بندی جانوران', 9, 58],
          ['s3-plant-parts', 'بخش‌های گیاه', 10, 66],
        ],
      },
      {
        order: 5,
        title: 'فصل ۵ – بدن ما',
        skills: [
          ['s3-senses', 'حواس پنجگانه', 12, 78],
          ['s3-healthy-food', 'غذای سالم', 13, 86],
        ],
      },
      { order: 6, title: 'فصل ۶ – زمین', skills: [['s3-rocks-soil', 'سنگ و خاک', 14, 94]] },
    ],
  },
  {
    grade: 'fourth',
    subject: 'science',
    chapters: [
      {
        order: 1,
        title: 'فصل ۱ – مواد',
        skills: [
          ['s4-mixtures', 'مخلوط‌ها و جدا کردن آن‌ها', 1, 6],
          ['s4-materials', 'مواد طبیعی و ساختگی', 2, 12],
        ],
      },
      {
        order: 2,
        title: 'فصل ۲ – نور، صدا و انرژی',
        skills: [
          ['s4-light', 'نور و سایه', 4, 24],
          ['s4-sound', 'صدا', 5, 30],
          ['s4-energy', 'انرژی و شکل‌های آن', 6, 36],
        ],
      },
      {
        order: 3,
        title: 'فصل ۳ – جانوران',
        skills: [
          ['s4-animals-food', 'غذای جانوران', 8, 48],
          ['s4-animal-homes', 'زیستگاه جانوران', 9, 54],
        ],
      },
      {
        order: 4,
        title: 'فصل ۴ – گیاهان',
        skills: [
          ['s4-plant-needs', 'نیازهای گیاه', 11, 66],
          ['s4-seeds', 'دانه و رویش', 12, 72],
        ],
      },
      {
        order: 5,
        title: 'فصل ۵ – بدن ما',
        skills: [
          ['s4-bones-muscles', 'استخوان‌ها و ماهیچه‌ها', 14, 84],
          ['s4-teeth', 'دندان‌ها', 15, 90],
        ],
      },
    ],
  },
  {
    grade: 'fifth',
    subject: 'science',
    chapters: [
      {
        order: 1,
        title: 'فصل ۱ – مواد و تغییرها',
        skills: [
          ['s5-changes', 'تغییرهای فیزیکی و شیمیایی', 1, 6],
          ['s5-dissolving', 'حل شدن', 2, 12],
        ],
      },
      {
        order: 2,
        title: 'فصل ۲ – الکتریسیته',
        skills: [
          ['s5-circuits', 'مدار الکتریکی', 4, 24],
          ['s5-conductors', 'رسانا و نارسانا', 5, 30],
        ],
      },
      {
        order: 3,
        title: 'فصل ۳ – بدن ما',
        skills: [
          ['s5-circulation', 'گردش خون', 7, 42],
          ['s5-breathing', 'دستگاه تنفس', 8, 48],
          ['s5-digestion', 'دستگاه گوارش', 9, 54],
        ],
      },
      {
        order: 4,
        title: 'فصل ۴ – زمین و آسمان',
        skills: [
          ['s5-day-night', 'شب و روز', 11, 66],
          ['s5-water-cycle', 'چرخهٔ آب', 12, 72],
        ],
      },
      {
        order: 5,
        title: 'فصل ۵ – جانداران',
        skills: [
          ['s5-food-chain', 'زنجیرهٔ غذایی', 14, 84],
          ['s5-life-cycles', 'چرخهٔ زندگی جانوران', 15, 90],
        ],
      },
    ],
  },
  {
    grade: 'sixth',
    subject: 'science',
    chapters: [
      {
        order: 1,
        title: 'فصل ۱ – زمین',
        skills: [
          ['s6-earth-layers', 'سفر به اعماق زمین', 2, 10],
          ['s6-rocks', 'سنگ‌ها', 3, 16],
        ],
      },
      {
        order: 2,
        title: 'فصل ۲ – ماه و خورشید',
        skills: [
          ['s6-moon-phases', 'ماه و شکل‌های آن', 4, 24],
          ['s6-solar-system', 'منظومهٔ شمسی', 5, 30],
        ],
      },
      {
        order: 3,
        title: 'فصل ۳ – انرژی و ماشین',
        skills: [
          ['s6-electricity', 'الکتریسیته', 6, 38],
          ['s6-simple-machines', 'ماشین‌های ساده', 7, 46],
        ],
      },
      {
        order: 4,
        title: 'فصل ۴ – از معدن تا خانه',
        skills: [
          ['s6-metals', 'فلزها و کانی‌ها', 9, 58],
          ['s6-soil', 'خاک', 10, 64],
        ],
      },
      {
        order: 5,
        title: 'فصل ۵ – جانداران',
        skills: [
          ['s6-microorganisms', 'دنیای کوچک میکروب‌ها', 12, 76],
          ['s6-plant-food', 'بکارید و بخورید', 13, 84],
        ],
      },
      { order: 6, title: 'فصل ۶ – سلامت', skills: [['s6-healthy-living', 'سالم بمانیم', 15, 96]] },
    ],
  },
];
