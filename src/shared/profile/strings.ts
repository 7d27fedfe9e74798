import { toPersianDigits } from '@/shared/digits';
import { PICTURE_RULES, type PictureProblem } from './picture-rules';

const r = PICTURE_RULES;
const formats = r.extensionNames.join('، ');

/**
 * Persian text of the profile pieces every role shares (names, password, picture upload, the
 * save button); the pupil's and the staff's profile screens read these, and their tests too.
 */
export const profileText = {
  save: 'ذخیره',
  saved: 'تغییرها ذخیره شد.',
  avatarAlt: (name: string) => `تصویر پروفایل ${name}`,
  /** The labels of the fields every role's profile edits. */
  fields: {
    firstName: 'نام',
    lastName: 'نام خانوادگی',
    province: 'استان',
    city: 'شهر',
    email: 'ایمیل',
  },
  contact: {
    emailInvalid: 'ایمیل درست نیست؛ مثلاً name@example.com',
  },
  names: {
    nameInvalid: (min: number, max: number) => `نام باید ${toPersianDigits(min)} تا ${toPersianDigits(max)} حرف باشد.`,
    nameRequired: 'نامت را بنویس.',
    lastNameInvalid: (min: number, max: number) =>
      `نام خانوادگی باید ${toPersianDigits(min)} تا ${toPersianDigits(max)} حرف باشد.`,
    lastNameRequired: 'نام خانوادگی‌ات را بنویس.',
  },
  password: {
    title: 'رمز عبور',
    current: 'رمز عبور فعلی',
    showCurrent: 'نمایش رمز عبور فعلی',
    currentRequired: 'رمز عبور فعلی را بنویس.',
    next: 'رمز عبور تازه',
    showNext: 'نمایش رمز عبور تازه',
    nextHint: (min: number) => `دست‌کم ${toPersianDigits(min)} نویسه.`,
    nextInvalid: (min: number, max: number) =>
      `رمز عبور تازه باید ${toPersianDigits(min)} تا ${toPersianDigits(max)} نویسه باشد.`,
    sameAsCurrent: 'رمز عبور تازه باید با رمز فعلی فرق داشته باشد.',
    repeat: 'تکرار رمز عبور تازه',
    showRepeat: 'نمایش تکرار رمز عبور تازه',
    mismatch: 'تکرار رمز عبور با رمز عبور تازه یکی نیست.',
    submit: 'تغییر رمز عبور',
    /** Only when the server confirms without a text of its own. */
    changed: 'رمز عبور شما تغییر کرد.',
  },
  picture: {
    upload: 'یا عکس خودت را بگذار',
    dropzone: 'عکس پروفایل',
    pick: 'انتخاب عکس از دستگاه',
    dropHint: 'عکست را اینجا بکش و رها کن، یا بزن تا انتخابش کنی.',
    uploading: 'در حال فرستادن عکس…',
    changed: 'تصویر پروفایلت عوض شد.',
    rules: `یک عکس ${formats}، حداکثر ${toPersianDigits(r.maxMegabytes)} مگابایت، دست‌کم ${toPersianDigits(r.minSide)} در ${toPersianDigits(r.minSide)} پیکسل.`,
    /** One message per kind of rejection (README, product rules: validation). */
    problems: {
      count: 'فقط یک عکس می‌شود گذاشت؛ یکی را انتخاب کن.',
      type: `فقط عکس پذیرفته می‌شود (${formats}).`,
      extension: `پسوند فایل باید یکی از ${formats} باشد.`,
      size: `حجم عکس باید حداکثر ${toPersianDigits(r.maxMegabytes)} مگابایت باشد.`,
      resolution: `عکس باید دست‌کم ${toPersianDigits(r.minSide)} در ${toPersianDigits(r.minSide)} پیکسل باشد.`,
      unreadable: 'این فایل به‌صورت عکس خوانده نشد؛ عکس دیگری انتخاب کن.',
    } satisfies Record<PictureProblem, string>,
  },
} as const;
