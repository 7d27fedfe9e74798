/** The server's marker for «no picture» (README, product rules: records); an empty address means the same. */
const NO_IMAGE = 'no-image';

/** Titles before a name that should not become its initials («دکتر سمیه نوری» → «س ن»). */
const HONORIFICS = new Set(['دکتر', 'مهندس', 'استاد']);

/** The picture to show, or null when there is none: missing, empty or 'no-image'. */
export function pictureOf(address: string | null | undefined): string | null {
  const trimmed = address?.trim();
  return trimmed && trimmed !== NO_IMAGE ? trimmed : null;
}

/**
 * «م ر» for «مریم رضایی»: the first letters of the first and last word, titles left out; one
 * letter for a one-word name (a username's shows upper-case), '' for none.
 *
 * The letters are kept apart by a plain space. Persian letters join their neighbours, and a
 * zero-width non-joiner only stops the joining: Chromium then draws «م‌ر» as two glyphs touching
 * like the word «مر». A thin space (U+2009) would do, but it is outside the subset of Vazirmatn
 * the app loads (src/app/fonts.css), so it would come from another font.
 */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word && !HONORIFICS.has(word));
  const ends = words.length > 2 ? [words[0] ?? '', words[words.length - 1] ?? ''] : words;
  return ends.map((word) => word.charAt(0).toUpperCase()).join(' ');
}
