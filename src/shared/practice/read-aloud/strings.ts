/** Persian words of reading aloud: the speaker button and how maths is said. */
export const t = {
  /** The speaker button, idle: the child taps it to hear the question or the solution. */
  listen: 'بشنو',
  /** The same button while it reads: tapping it stops. */
  stop: 'قطع کن',
  /** What the button reads, after its word: «بشنو: پرسش». */
  subjects: { question: 'پرسش', solution: 'راه‌حل' },
  /** Said between the prompt and its choices. */
  choices: 'گزینه‌ها:',
  /** Said between the prompt and the items to put in order. */
  items: 'این‌ها را به ترتیب بچین:',
  /** Said before each column of a matching question. */
  left: 'ستون اول:',
  right: 'ستون دوم:',
  /** A true/false question ends with the two answers. */
  trueOrFalse: 'درست است یا نادرست؟',
  /** Said between the solution's summary and its steps. */
  steps: 'گام‌ها:',
  /** How the maths signs are said. */
  signs: {
    '×': 'ضرب در',
    '÷': 'تقسیم بر',
    '+': 'به‌اضافهٔ',
    '−': 'منهای',
    '=': 'مساوی',
    '<': 'کوچک‌تر از',
    '>': 'بزرگ‌تر از',
    '≤': 'کوچک‌تر یا مساوی',
    '≥': 'بزرگ‌تر یا مساوی',
    '≠': 'نامساوی',
    '▢': 'جای خالی',
    '□': 'جای خالی',
    // In maths a question mark is the unknown: «۳ + ۴ = ؟» is said «… مساوی چند».
    '؟': 'چند',
    '?': 'چند',
  } as Record<string, string>,
} as const;
