/**
 * Judging an answer against a question's key, by the contract's rules: the answer's type must
 * match; numbers may be typed with Persian, Arabic-Indic or Latin digits and «٫» or '.'; words
 * forgive ي/ك, zero-width non-joiners, tatweel, harakat and spacing; fractions are compared by
 * value (and must be in lowest terms when the question says `simplest`).
 */
import type { AnswerValue, QuestionRec } from './types.ts';

const PERSIAN_ZERO = 0x06f0;
const ARABIC_ZERO = 0x0660;

/** Persian (۰–۹) and Arabic-Indic (٠–٩) digits as Latin digits; everything else unchanged. */
export function normaliseDigits(text: string): string {
  return text.replace(/[\u06f0-\u06f9\u0660-\u0669]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code - (code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_ZERO));
  });
}

/**
 * A word or phrase in the form answers are compared in: Latin digits, Persian ی and ک (for
 * Arabic ي ى ك), ه for ۀ, no tatweel or harakat (any non-spacing mark), no zero-width
 * non-joiner (nor the spaces around one), spaces collapsed and trimmed.
 */
export function normaliseText(text: string): string {
  return normaliseDigits(text.normalize('NFC'))
    .replace(/[\u064a\u0649]/g, 'ی')
    .replace(/\u0643/g, 'ک')
    .replace(/\u06c0/g, 'ه')
    .replace(/\u0640|\p{Mn}/gu, '')
    .replace(/\s*(?:\u200c|\u200b|\u200d|\u200e|\u200f)\s*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Two words or phrases equal as a child would mean them. Spaces are ignored altogether, because a
 * child's keyboard often has no zero-width non-joiner: «کتاب ها» counts for «کتاب‌ها».
 */
export function sameText(given: string, expected: string): boolean {
  const squash = (text: string) => normaliseText(text).replace(/ /g, '');
  return squash(given) !== '' && squash(given) === squash(expected);
}

/**
 * A typed number as a plain Latin number string, or null when it is not a number: digit sets,
 * «٫»/'.' as decimal point, «٬»/','/spaces between thousands, a leading '+' and '−' are allowed.
 */
export function parseNumber(text: string): number | null {
  const clean = normaliseDigits(text)
    .replace(/\u066b/g, '.')
    .replace(/[\u066c,\s\u200c]/g, '')
    .replace(/^\+/, '')
    .replace(/^[\u2212\u2013]/, '-');
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(clean)) return null;
  return Number(clean);
}

function sameNumber(given: string, expected: string): boolean {
  const [a, b] = [parseNumber(given), parseNumber(expected)];
  return a !== null && b !== null && Math.abs(a - b) < 1e-9;
}

function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}

type FractionValue = Extract<AnswerValue, { type: 'fraction' }>;

function fractionIsValid(f: FractionValue): boolean {
  const ints = [f.numerator, f.denominator, f.whole ?? 0].every(Number.isInteger);
  return ints && f.denominator >= 1 && f.numerator >= 0 && (f.whole ?? 0) >= 0;
}

/** The fraction as an improper numerator over its denominator. */
function improper(f: FractionValue): number {
  return (f.whole ?? 0) * f.denominator + f.numerator;
}

/** Is `answer` a right answer to `question`? */
export function judge(question: QuestionRec, answer: AnswerValue): boolean {
  const key = question.answer;
  const body = question.question;
  if (!answer || answer.type !== key.type) return false;
  switch (key.type) {
    case 'multiple_choice':
      return answer.type === 'multiple_choice' && answer.choice_id === key.choice_id;
    case 'numeric':
      return answer.type === 'numeric' && typeof answer.number === 'string' && sameNumber(answer.number, key.number);
    case 'short_answer':
      return answer.type === 'short_answer' && typeof answer.text === 'string' && sameText(answer.text, key.text);
    case 'true_false':
      return answer.type === 'true_false' && answer.value === key.value;
    case 'ordering':
      return (
        answer.type === 'ordering' &&
        answer.order.length === key.order.length &&
        answer.order.every((id, i) => id === key.order[i])
      );
    case 'matching': {
      if (answer.type !== 'matching' || answer.pairs.length !== key.pairs.length) return false;
      const given = new Map(answer.pairs.map((p) => [p.left_id, p.right_id]));
      return given.size === key.pairs.length && key.pairs.every((p) => given.get(p.left_id) === p.right_id);
    }
    case 'fraction': {
      if (answer.type !== 'fraction' || !fractionIsValid(answer)) return false;
      const equal = improper(answer) * key.denominator === improper(key) * answer.denominator;
      const simplest = body.type === 'fraction' && body.simplest;
      return equal && (!simplest || gcd(answer.numerator, answer.denominator) === 1);
    }
    case 'blanks': {
      if (answer.type !== 'blanks' || body.type !== 'blanks') return false;
      const given = new Map(answer.values.map((v) => [v.blank_id, v.text]));
      if (given.size !== answer.values.length || answer.values.length !== key.values.length) return false;
      const inputs = new Map(body.parts.flatMap((p) => (p.blank ? [[p.blank.id, p.blank.input] as const] : [])));
      return key.values.every((v) => {
        const text = given.get(v.blank_id);
        if (typeof text !== 'string') return false;
        return inputs.get(v.blank_id) === 'number' ? sameNumber(text, v.text) : sameText(text, v.text);
      });
    }
  }
}
