/** The blanks input's texts and values: what each box says, what is sent, which boxes are right. */
import type { Blank, BlanksAnswerValue, BlanksPart } from '@/api/generated/model';
import { cleanNumber, numberOf, sameNumber, sameWords } from './fill-typed';

/** Each box's text by blank id. */
export type BlanksTexts = Record<string, string>;

export function blanksOf(parts: readonly BlanksPart[]): Blank[] {
  return parts.flatMap((part) => (part.blank ? [part.blank] : []));
}

export function blanksTexts(blanks: readonly Blank[], value: BlanksAnswerValue | null): BlanksTexts {
  const given = new Map(value?.values.map((v) => [v.blank_id, v.text]));
  return Object.fromEntries(
    blanks.map((blank) => {
      const text = given.get(blank.id) ?? '';
      return [blank.id, blank.input === 'number' ? cleanNumber(text) : text];
    }),
  );
}

/** A box's text as sent: a number box in Latin digits with '.', a text box trimmed; null while it cannot be sent. */
function sent(blank: Blank, text: string): string | null {
  if (blank.input === 'number') return numberOf(text);
  return text.trim() === '' ? null : text.trim();
}

/** The answer once every box holds something sendable (no box empty, no «۱۲٫» half typed). */
export function blanksValue(blanks: readonly Blank[], texts: BlanksTexts): BlanksAnswerValue | null {
  const values = blanks.map((blank) => ({ blank_id: blank.id, text: sent(blank, texts[blank.id] ?? '') }));
  if (values.length === 0 || values.some((v) => v.text === null)) return null;
  return { type: 'blanks', values: values.map((v) => ({ blank_id: v.blank_id, text: v.text ?? '' })) };
}

export function sameBlanks(a: BlanksAnswerValue | null, b: BlanksAnswerValue | null): boolean {
  if (!a || !b) return a === b;
  return (
    a.values.length === b.values.length &&
    a.values.every((v, i) => v.blank_id === b.values[i]?.blank_id && v.text === b.values[i]?.text)
  );
}

/** Whether one box is right, judged as the server does (numbers by value, words forgiving). */
export function blankIsRight(blank: Blank, given: string, expected: string): boolean {
  return blank.input === 'number' ? sameNumber(given, expected) : sameWords(given, expected);
}
