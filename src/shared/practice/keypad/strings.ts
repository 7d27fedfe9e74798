/** Persian text of the on-screen number keypad (imported by its tests and stories too). */
export const keypadText = {
  /** The pad's group name, read when a screen reader enters it. */
  pad: 'صفحه‌کلید عددی',
  /** The switch between a fraction's boxes. */
  boxes: 'خانه‌ای که در آن می‌نویسی',
  erase: 'پاک کردن',
  decimal: 'ممیز',
  minus: 'منفی',
  /** What the keys show: «٫» is the Persian decimal point, «−» the maths minus, «⌫» erase. */
  glyphs: { erase: '⌫', decimal: '٫', minus: '−' },
} as const;
