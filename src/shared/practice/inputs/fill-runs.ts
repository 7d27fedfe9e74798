/**
 * A blanks sentence as runs to lay out: maths runs (numbers, operators and the number boxes
 * between them) are shown left to right, as Persian maths books write «۲۳ × ۱۴ = ▢», inside the
 * right-to-left sentence; the words and the text boxes stay right to left around them.
 *
 * A maths run starts and ends with a digit or a number box, so an «=» or a space next to a word
 * stays with the words («۹۴ دقیقه = ▢ ساعت»: «=» sits between «دقیقه» and the box in reading
 * order). A line with no words at all is one maths run, from its first character to its last.
 */
import type { Blank, BlanksPart } from '@/api/generated/model';

export type FillItem = { text: string } | { blank: Blank; index: number };

export interface FillRun {
  math: boolean;
  items: FillItem[];
}

type Atom = { kind: 'math' | 'word' | 'neutral'; item: FillItem };

// Digits of the three sets; every other letter or mark (Persian, Latin, ZWNJ) is a word.
const DIGIT = /[0-9\u06f0-\u06f9\u0660-\u0669]/;
const WORD = /[\p{L}\p{M}\u200c]/u;

function atomsOf(parts: readonly BlanksPart[]): Atom[] {
  const atoms: Atom[] = [];
  let index = 0;
  for (const part of parts) {
    for (const char of part.text) {
      const kind = DIGIT.test(char) ? 'math' : WORD.test(char) ? 'word' : 'neutral';
      atoms.push({ kind, item: { text: char } });
    }
    if (part.blank) {
      const kind = part.blank.input === 'number' ? 'math' : 'word';
      atoms.push({ kind, item: { blank: part.blank, index: index++ } });
    }
  }
  return atoms;
}

/** Consecutive characters joined into one text item. */
function push(run: FillRun, item: FillItem) {
  const last = run.items.at(-1);
  if (last && 'text' in last && 'text' in item) last.text += item.text;
  else run.items.push('text' in item ? { ...item } : item);
}

/** The sentence's runs in reading order; each box carries its number among the boxes. */
export function sentenceRuns(parts: readonly BlanksPart[]): FillRun[] {
  const atoms = atomsOf(parts);
  const noWords = atoms.every((atom) => atom.kind !== 'word');
  const runs: FillRun[] = [];
  let i = 0;
  while (i < atoms.length) {
    // A maths run reaches the last math atom before the next word (or to the end of a wordless line).
    let end = -1;
    if (noWords) end = atoms.length - 1;
    else if (atoms[i]?.kind === 'math') {
      for (let j = i; j < atoms.length && atoms[j]?.kind !== 'word'; j++) if (atoms[j]?.kind === 'math') end = j;
    }
    const math = end >= 0;
    const stop = math ? end + 1 : nextMath(atoms, i);
    const run: FillRun = { math, items: [] };
    for (let j = i; j < stop; j++) push(run, (atoms[j] as Atom).item);
    runs.push(run);
    i = stop;
  }
  return runs;
}

/** Where the next maths run can start after a text run begins at `from`. */
function nextMath(atoms: Atom[], from: number): number {
  for (let j = from + 1; j < atoms.length; j++) if (atoms[j]?.kind === 'math') return j;
  return atoms.length;
}
