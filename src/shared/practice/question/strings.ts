/** Persian text of how a question is shown: its place in a set, its picture, its hint, its fractions. */
export const t = {
  /** «پرسش ۳ از ۱۰», or «پرسش ۳» when the set's size is not given (digits already Persian). */
  position: (number: string, count?: string) => (count ? `پرسش ${number} از ${count}` : `پرسش ${number}`),
  /** The picture's text alternative, from the prompt (already shortened). */
  imageAlt: (prompt: string) => `تصویر پرسش: ${prompt}`,
  hint: 'راهنمایی',
  nextHint: 'راهنمایی بعدی',
  /** Above an open hint: «راهنمایی ۱ از ۳» (digits already Persian). */
  hintPlace: (number: string, count: string) => `راهنمایی ${number} از ${count}`,
  /** Said once, before the first hint: a hint is help, and a right answer after it counts a little less. */
  hintCost: 'با راهنمایی، امتیاز این پرسش کمی کمتر بالا می‌رود.',
  /** How a screen reader reads a stacked fraction: «۳ بر ۴». */
  fraction: (numerator: string, denominator: string) => `${numerator} بر ${denominator}`,
  /** A mixed number: «۲ و ۱ بر ۳». */
  mixed: (whole: string, numerator: string, denominator: string) => `${whole} و ${numerator} بر ${denominator}`,
} as const;
