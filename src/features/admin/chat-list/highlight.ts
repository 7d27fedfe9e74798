import { normalizeForSearch, queryWords } from '@/shared/search-text';

/** A piece of a found message: plain text, or (`marked`) where a word of the search is. */
export interface HighlightPart {
  text: string;
  marked: boolean;
}

/**
 * The message folded as the search folds it (shared/search-text: Arabic letters, half-spaces,
 * diacritics and digit sets), spaces dropped as the server's match drops them, with where each
 * folded character came from, so a match in the folded text marks the characters as written.
 */
function foldWithOrigins(text: string): { folded: string; origins: number[] } {
  let folded = '';
  const origins: number[] = [];
  Array.from(text).reduce((at, char) => {
    // One character at a time keeps every folded character tied to its place in the original.
    const piece = /\s/.test(char) ? '' : normalizeForSearch(char);
    for (const c of piece) {
      folded += c;
      origins.push(at);
    }
    return at + char.length;
  }, 0);
  return { folded, origins };
}

/**
 * `message` split so that every place a word of `word` occurs (as the server matches it, forgiving
 * Arabic ي/ك, half-spaces and spaces) is one marked part. Built from text, never HTML.
 */
export function highlightParts(message: string, word: string): HighlightPart[] {
  const words = queryWords(word).map((w) => w.replace(/ /g, ''));
  const { folded, origins } = foldWithOrigins(message);
  const marked = new Array<boolean>(message.length).fill(false);
  for (const w of words) {
    for (let from = folded.indexOf(w); from >= 0 && w; from = folded.indexOf(w, from + 1)) {
      const start = origins[from]!;
      const last = origins[from + w.length - 1]!;
      // The last character may be a surrogate pair (an emoji): mark both halves.
      const end = last + (message.codePointAt(last)! > 0xffff ? 2 : 1);
      marked.fill(true, start, end);
    }
  }
  const parts: HighlightPart[] = [];
  for (let i = 0; i < message.length; i += 1) {
    const previous = parts[parts.length - 1];
    if (previous && previous.marked === marked[i]) previous.text += message[i];
    else parts.push({ text: message[i]!, marked: marked[i]! });
  }
  return parts;
}
