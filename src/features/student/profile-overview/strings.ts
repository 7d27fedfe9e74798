/** Persian text of the student's profile overview (tests import it too). */
export const t = {
  documentTitle: 'پروفایل من | دانش‌آموز یار',
  title: 'پروفایل من',
  avatarAlt: (name: string) => `تصویر پروفایل ${name}`,
  notSet: 'ثبت نشده',
  noPlan: 'بدون اشتراک',
  expiredOn: (date: string) => `به پایان رسیده در ${date}`,
  /** «تهران، تهران» — province then city, whichever are set. */
  place: (parts: string[]) => parts.join('، '),
  sections: {
    personal: 'اطلاعات شخصی',
    school: 'مدرسه و کلاس',
    contact: 'تماس و محل زندگی',
    plan: 'اشتراک',
  },
  fields: {
    firstName: 'نام',
    lastName: 'نام خانوادگی',
    username: 'نام کاربری',
    gender: 'جنسیت',
    birthDate: 'تاریخ تولد',
    school: 'مدرسه',
    className: 'کلاس',
    grade: 'پایه',
    phone: 'شماره همراه',
    email: 'ایمیل',
    place: 'استان و شهر',
    plan: 'نوع اشتراک',
    expiresAt: 'اعتبار تا',
  },
} as const;
