/** The fraction input's texts and values: what the boxes say, what is sent, whether it is right. */
import type { FractionAnswerValue } from '@/api/generated/model';
import { toPersianDigits } from '@/shared/digits';
import { wholeOf } from './fill-typed';

export interface FractionTexts {
  whole: string;
  numerator: string;
  denominator: string;
}

export const EMPTY_FRACTION: FractionTexts = { whole: '', numerator: '', denominator: '' };

export function fractionTexts(value: FractionAnswerValue | null): FractionTexts {
  if (!value) return EMPTY_FRACTION;
  const shown = (n: number | null) => (n === null ? '' : toPersianDigits(n));
  return { whole: shown(value.whole), numerator: shown(value.numerator), denominator: shown(value.denominator) };
}

/**
 * The answer once numerator and denominator are whole numbers and the denominator is not zero.
 * `whole` is null unless the question is mixed; an empty whole box sends null too (the server
 * reads it as 0).
 */
export function fractionValue(texts: FractionTexts, mixed: boolean): FractionAnswerValue | null {
  const [numerator, denominator] = [wholeOf(texts.numerator), wholeOf(texts.denominator)];
  if (numerator === null || denominator === null || denominator === 0) return null;
  return { type: 'fraction', whole: mixed ? wholeOf(texts.whole) : null, numerator, denominator };
}

export function sameFraction(a: FractionAnswerValue | null, b: FractionAnswerValue | null): boolean {
  if (!a || !b) return a === b;
  return a.whole === b.whole && a.numerator === b.numerator && a.denominator === b.denominator;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * Judged as the contract says: by value (۲/۴ for ۱/۲, ۱ و ۱/۲ for ۳/۲, an empty whole box as 0),
 * unless lowest terms are asked: then the fraction part must not simplify and, in a mixed
 * number, be smaller than 1.
 */
export function fractionIsRight(
  given: FractionAnswerValue | null,
  correct: FractionAnswerValue,
  { simplest, mixed }: { simplest: boolean; mixed: boolean },
): boolean {
  if (!given) return false;
  const improper = (f: FractionAnswerValue) => (f.whole ?? 0) * f.denominator + f.numerator;
  if (improper(given) * correct.denominator !== improper(correct) * given.denominator) return false;
  if (!simplest) return true;
  return gcd(given.numerator, given.denominator) === 1 && (!mixed || given.numerator < given.denominator);
}
