/** Persian text of a class's homework and pupil lists, shared by the teacher's and the school's class pages. */
export const classHomeworkText = {
  /** «از ۲۱ آبان تا ۵ آذر» */
  dates: (start: string, end: string) => `از ${start} تا ${end}`,
  progress: 'میانگین پیشرفت کلاس',
  /** «۴ مهارت» — the count already in Persian digits. */
  skills: (count: string) => `${count} مهارت`,
} as const;

export const classPupilsText = {
  score: 'میانگین امتیاز هوشمند',
  noScore: 'هنوز تمرین نکرده',
  /** «۱۵۷ پرسش» — the count already in Persian digits. */
  answered: (count: string) => `${count} پرسش`,
  lastActive: (date: string) => `آخرین فعالیت: ${date}`,
  neverActive: 'هنوز فعالیتی نداشته',
  avatarAlt: (name: string) => `تصویر پروفایل ${name}`,
} as const;
