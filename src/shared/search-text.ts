import { toLatinDigits } from './digits';

/**
 * Folds the ways one Persian word may be typed into one form, so a visitor on an Arabic keyboard
 * (ي, ك, ى, ة), without a half-space (ZWNJ) or without ـٔ/ۀ still finds it: Arabic letters become
 * Persian, diacritics, tatweel, ZWNJ and direction marks go, آ/أ/إ read as ا, digits become Latin.
 */
export function normalizeForSearch(text: string): string {
  return (
    toLatinDigits(text)
      .replace(/[يى]/g, 'ی')
      .replace(/ك/g, 'ک')
      .replace(/[ةۀ]/g, 'ه')
      .replace(/[آأإ]/g, 'ا')
      // ZWJ stays out of the class: inside one it would join with its neighbours (no-misleading-character-class).
      .replace(/[\u064B-\u065F\u0670\u0640\u200C\u200E\u200F]|\u200D/g, '')
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The words of a search query, normalised; none for a blank query. */
export function queryWords(query: string): string[] {
  return normalizeForSearch(query).split(' ').filter(Boolean);
}

/**
 * True when every word of the query appears somewhere in `text`, in any order. The text is
 * compared without spaces, since writers and visitors use a space, a half-space or nothing:
 * «دانشآموز», «دانش آموز» and «دانش‌آموز» all find each other. A blank query matches everything.
 */
export function matchesQuery(text: string, query: string): boolean {
  const haystack = normalizeForSearch(text).replace(/ /g, '');
  return queryWords(query).every((word) => haystack.includes(word));
}
