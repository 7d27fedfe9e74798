/** The Jalali date input's Persian text (shared by every form that uses it). */
export const dateInputText = {
  /** The calendar button's name, with the field's label when it has one. */
  openCalendar: (label?: string) => (label ? `انتخاب تاریخ از تقویم: ${label}` : 'انتخاب تاریخ از تقویم'),
  /** The calendar dialog's name. */
  calendar: (label?: string) => (label ? `تقویم: ${label}` : 'تقویم'),
  /** A day button's name: «دوشنبه ۲ آذر ۱۴۰۵، امروز، انتخاب‌شده». */
  today: 'امروز',
  selected: 'انتخاب‌شده',
  placeholder: 'مثلاً ۱۴۰۵/۰۹/۰۲',
  invalid: 'تاریخ درست نیست؛ به این شکل: ۱۴۰۵/۰۹/۰۲',
  tooEarly: (first: string) => `تاریخ باید از ${first} به بعد باشد.`,
  tooLate: (last: string) => `تاریخ باید تا ${last} باشد.`,
} as const;
