/** Persian text of how a question is shown: its place in a set, its picture, its hint, its fractions. */
export const t = {
  /** «پرسش ۳ از ۱۰», or «پرسش ۳» when the set's size is not given (digits already Persian). */
  position: (number: string, count?: string) => (count ? `پرسش ${number} از ${count}` : `پرسش ${number}`),
  /** The picture's text alternative, from the prompt (already shortened). */
  imageAlt: (prompt: string) => `تصویر پرسش: ${prompt}`,
  hint: 'راهنمایی',
  /** How a screen reader reads a stacked fraction: «۳ بر ۴». */
  fraction: (numerator: string, denominator: string) => `${numerator} بر ${denominator}`,
  /** A mixed number: «۲ و ۱ بر ۳». */
  mixed: (whole: string, numerator: string, denominator: string) => `${whole} و ${numerator} بر ${denominator}`,
} as const;
