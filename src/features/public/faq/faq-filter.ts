import { FaqCategory, type FaqEntry } from '@/api/generated/model';
import { toLatinDigits } from '@/shared/digits';

/** The order categories are shown in, whatever order the server sends the entries in. */
export const CATEGORY_ORDER: readonly FaqCategory[] = [
  FaqCategory.general,
  FaqCategory.students,
  FaqCategory.parents,
  FaqCategory.teachers,
  FaqCategory.schools,
  FaqCategory.payment,
];

/** What the category chooser holds: one category, or every one. */
export type CategoryChoice = FaqCategory | 'all';

export interface FaqGroup {
  category: FaqCategory;
  entries: FaqEntry[];
}

/**
 * Folds the ways one Persian word may be typed into one form, so a visitor on an Arabic keyboard
 * (ي, ك), without a half-space (ZWNJ) or without ـٔ/ۀ still finds it: Arabic letters become
 * Persian, diacritics, tatweel, ZWNJ and direction marks go, آ/أ/إ read as ا, digits become Latin.
 */
export function normalizeForSearch(text: string): string {
  return (
    toLatinDigits(text)
      .replace(/[يى]/g, 'ی')
      .replace(/ك/g, 'ک')
      .replace(/ۀ/g, 'ه')
      .replace(/[آأإ]/g, 'ا')
      // ZWJ stays out of the class: inside one it would join with its neighbours (no-misleading-character-class).
      .replace(/[\u064B-\u065F\u0670\u0640\u200C\u200E\u200F]|\u200D/g, '')
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * Every word of the query must appear somewhere in the question or the answer, in any order.
 * The text is compared without spaces or half-spaces, since writers and visitors use either
 * one: «دانشآموز», «دانش آموز» and «دانش‌آموز» all find each other.
 */
function matcher(query: string): (entry: FaqEntry) => boolean {
  const words = normalizeForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return () => true;
  return (entry) => {
    const text = normalizeForSearch(`${entry.question} ${entry.answer}`).replace(/ /g, '');
    return words.every((word) => text.includes(word));
  };
}

/** The categories that have at least one entry, in display order (the chooser offers only these). */
export function categoriesOf(entries: readonly FaqEntry[]): FaqCategory[] {
  return CATEGORY_ORDER.filter((category) => entries.some((entry) => entry.category === category));
}

/** Entries of the chosen category that match the query, grouped by category; empty groups left out. */
export function groupFaq(entries: readonly FaqEntry[], choice: CategoryChoice, query: string): FaqGroup[] {
  const matches = matcher(query);
  return CATEGORY_ORDER.filter((category) => choice === 'all' || category === choice)
    .map((category) => ({ category, entries: entries.filter((e) => e.category === category && matches(e)) }))
    .filter((group) => group.entries.length > 0);
}

/** The answer's paragraphs (the contract separates them with blank lines). */
export function paragraphsOf(answer: string): string[] {
  return answer
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
