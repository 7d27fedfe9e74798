/**
 * The admin chat's search word, forgiving as the curriculum's judge is: Arabic ي/ك, half-spaces
 * (ZWNJ) and Persian or Arabic digits fold to one form (normaliseText). A text matches when
 * every word of the search is in it, spaces ignored, so «دانش‌آموز», «دانش آموز» and
 * «دانشآموز» find each other.
 */
import { normaliseText } from '../../world/curriculum/index.ts';

// Usernames are Latin: a search ignores their case too.
const fold = (text: string) => normaliseText(text).toLowerCase();

/** The words of a search, folded; none when the search has fewer than two letters. */
export function searchWords(word: string): string[] {
  const folded = fold(word);
  return folded.replace(/ /g, '').length < 2 ? [] : folded.split(' ').filter(Boolean);
}

export function matchesWord(text: string, words: readonly string[]): boolean {
  const haystack = fold(text).replace(/ /g, '');
  return words.every((w) => haystack.includes(w));
}
