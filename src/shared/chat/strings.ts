import type { ChatRole } from '@/api/generated/model';
import { toPersianDigits } from '@/shared/digits';
import { common } from '@/shared/i18n/common';

/** Persian text of the shared chat thread and composer (admin support chat and users' chat). */
export const chatText = {
  /** README, product rules: messages «Error loading chat». */
  loadError: 'خطا در بارگذاری گفت‌وگو',
  threadLabel: (name: string) => `گفت‌وگو با ${name}`,
  emptyTitle: 'هنوز پیامی نیست',
  emptyDescription: 'اولین پیام را بنویسید.',
  older: 'پیام‌های قدیمی‌تر',
  olderLoading: 'در حال بارگذاری پیام‌های قدیمی‌تر…',
  today: 'امروز',
  yesterday: 'دیروز',
  you: 'شما',
  imageAlt: (name: string) => `تصویری که ${name} فرستاده است`,
  sending: 'در حال فرستادن…',
  failed: 'فرستاده نشد',
  retry: 'دوباره بفرست',
  remove: 'حذف',
  edit: 'ویرایش',
  editName: (snippet: string) => `ویرایش پیام «${snippet}»`,
  removeName: (snippet: string) => `حذف پیام «${snippet}»`,
  retryName: (snippet: string) => `دوباره بفرست: «${snippet}»`,
  discardName: (snippet: string) => `حذف پیام فرستاده‌نشده «${snippet}»`,
  imageSnippet: 'تصویر',
  focused: 'پیام جست‌وجوشده',
  newMessage: (name: string) => `پیام تازه از ${name}`,
  /** README, product rules: messages delete confirmation («are you sure you want to delete your message», yes / no). */
  confirmTitle: 'حذف پیام',
  confirmBody: 'آیا از حذف پیام خود مطمئن هستید؟',
  yes: 'بله',
  no: 'خیر',
  closeDialog: 'بستن',
  /** The other party's role as the chat service spells it, in Persian. */
  roles: {
    STUDENT: common.roles.student,
    TEACHER: common.roles.teacher,
    MANAGER: common.roles.school,
    SYS_ADMIN: 'پشتیبانی',
  } satisfies Record<ChatRole, string>,
  /** «معلم · دبستان شهید باهنر» under the other party's name. */
  roleAndSchool: (role: string, school: string) => (school ? `${role} · ${school}` : role),
  avatarAlt: (name: string) => `تصویر پروفایل ${name}`,
  /** A list row's unread count for screen readers: «۳ پیام خوانده‌نشده». */
  unread: (count: number) => `${toPersianDigits(count)} پیام خوانده‌نشده`,
  /** The contract's delete answer, when the server sends no detail. */
  deleted: 'پیام با موفقیت حذف شد.',
  composerLabel: 'متن پیام',
  composerPlaceholder: 'پیام خود را بنویسید… (شیفت و اینتر: خط تازه)',
  /** On a phone, no keys to name. */
  composerPlaceholderTouch: 'پیام خود را بنویسید…',
  editLabel: 'ویرایش متن پیام',
  editing: 'در حال ویرایش پیام',
  cancel: 'انصراف',
  send: 'بفرست',
  save: 'ذخیره',
  editFailed: 'ویرایش ذخیره نشد؛ متن شما سر جایش است. دوباره امتحان کنید.',
  tooLong: 'پیام حداکثر ۲۰۰۰ نویسه است.',
  pickImage: 'فرستادن تصویر',
  dropHint: 'تصویر را اینجا رها کنید',
  imageWrongType: 'فقط تصویر جی‌پگ، پی‌ان‌جی یا وب‌پی پذیرفته می‌شود.',
  imageTooBig: 'حجم تصویر حداکثر ۵ مگابایت است.',
  imageTooManyPixels: 'اندازهٔ تصویر حداکثر ۴۰۹۶ × ۴۰۹۶ پیکسل است.',
  imageTooMany: 'هر بار فقط یک تصویر بفرستید.',
  imageUnreadable: 'این تصویر خوانده نشد؛ تصویر دیگری انتخاب کنید.',
} as const;
