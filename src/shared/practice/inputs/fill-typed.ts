/**
 * What the fraction and blanks boxes accept, how they show it, and how a typed box becomes the
 * contract's value. Boxes keep the text as shown (Persian digits, «٫»); values carry Latin digits.
 */
import { parseTypedNumber, toLatinDigits, toPersianDigits } from '@/shared/digits';

/** A digit box: digits of any set, shown in Persian; anything else is dropped as it is typed. */
export function cleanDigits(typed: string): string {
  return toPersianDigits(toLatinDigits(typed).replace(/[^0-9]/g, ''));
}

/**
 * A number box: digits of any set, «٫» or «.», a minus; shown with Persian digits and «٫».
 * Character by character, so the caret can stay where the child typed.
 */
export function cleanNumber(typed: string): string {
  return toPersianDigits(
    toLatinDigits(typed)
      .replace(/[.\u066b]/g, '\u066b')
      .replace(/[\u2212\u2013]/g, '-')
      .replace(/[^0-9\u066b-]/g, ''),
  );
}

/** A digit box's whole number, or null while it is empty. */
export function wholeOf(text: string): number | null {
  const latin = toLatinDigits(text);
  return /^[0-9]+$/.test(latin) ? Number(latin) : null;
}

// More places than a primary-school number ever has; the box's width bounds it anyway.
const MAX_DECIMALS = 6;

/** A number box as the contract's number text ('12.5'), or null while it is not a number yet («۱۲٫»). */
export function numberOf(text: string): string | null {
  // «٫۵» is how some children write a half: read it as 0.5 rather than never accepting it.
  const bare = /^(-?)([.\u066b].*)$/.exec(text.trim());
  return parseTypedNumber(bare ? `${bare[1]}0${bare[2]}` : text, MAX_DECIMALS);
}

/** Two numbers typed in any form are the same number ('12.50' and «۱۲٫۵»). */
export function sameNumber(given: string, expected: string): boolean {
  const [a, b] = [numberOf(given), numberOf(expected)];
  return a !== null && b !== null && Number(a) === Number(b);
}

/**
 * Two words the way the server forgives them: Arabic ي/ى/ك as Persian ی/ک, no zero-width
 * characters, tatweel or harakat, and no spaces at all (a child's keyboard often lacks the
 * half-space, so «کتاب ها» counts for «کتاب‌ها»).
 */
export function sameWords(given: string, expected: string): boolean {
  const squash = (text: string) =>
    toLatinDigits(text.normalize('NFC'))
      .replace(/[\u064a\u0649]/g, 'ی')
      .replace(/\u0643/g, 'ک')
      .replace(/\u06c0/g, 'ه')
      .replace(/[\u0640\u200b-\u200f\s]|\p{Mn}/gu, '');
  return squash(given) !== '' && squash(given) === squash(expected);
}
