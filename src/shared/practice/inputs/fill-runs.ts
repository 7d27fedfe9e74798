/**
 * A blanks sentence as runs to lay out, by the question view's own maths splitter (splitMath):
 * maths runs (numbers, operators, fractions and the number boxes between them) go left to right,
 * as Persian maths books write «۲۳ × ۱۴ = ▢», inside the right-to-left sentence; words and text
 * boxes stay right to left around them.
 *
 * The sentence is split whole, with a stand-in character for each box, not part by part: a box
 * between two parts belongs to the maths around it («… = ▢ + ▢ = ۲۹۰۴» is one run), and
 * splitting each part alone would set the boxes between runs in right-to-left order.
 */
import type { Blank, BlanksPart } from '@/api/generated/model';
import { splitMath, type MathPiece } from '../question/math-segments';

export type Box = { blank: Blank; index: number };
export type Plain = { text: string };

/** Text, a stacked fraction of numbers, a box, or a fraction with a box above or below its bar («▢/۹»). */
export type FillItem =
  | Plain
  | Box
  | { fraction: Extract<MathPiece, { kind: 'fraction' }> }
  | { stack: { top: Plain | Box; bottom: Plain | Box } }
  /** The «و» of a mixed number («▢ و ▢/۹»): heard, not drawn — the whole sits beside its fraction. */
  | { and: string };

export interface FillRun {
  math: boolean;
  items: FillItem[];
}

// A number box stands in as «▢», which splitMath takes into maths beside an operator; a text
// box as a private-use character, which it reads as a letter.
const NUMBER_BOX = '▢';
const TEXT_BOX = '\ue000';
const BOXES = /([▢\ue000])/;

/** The sentence's runs in reading order; each box carries its number among the boxes. */
export function sentenceRuns(parts: readonly BlanksPart[]): FillRun[] {
  const blanks = parts.flatMap((part) => (part.blank ? [part.blank] : []));
  const sentence = parts
    .map((part) => {
      // A «▢» the question itself writes must not be taken for a box: it shows as «□».
      const text = part.text.replace(/[▢\ue000]/g, '□');
      return part.blank ? text + (part.blank.input === 'number' ? NUMBER_BOX : TEXT_BOX) : text;
    })
    .join('');
  let next = 0;
  const expand = (text: string): FillItem[] =>
    text
      .split(BOXES)
      .filter((piece) => piece !== '')
      .map((piece) => {
        const blank = BOXES.test(piece) ? blanks[next] : undefined;
        return blank ? { blank, index: next++ } : { text: piece };
      });
  const runs = splitMath(sentence).map((segment): FillRun =>
    segment.kind === 'text'
      ? { math: false, items: expand(segment.text) }
      : {
          math: true,
          items: stackBoxes(
            segment.pieces.flatMap((piece) => (piece.kind === 'text' ? expand(piece.text) : [{ fraction: piece }])),
          ),
        },
  );
  return joinMixed(runs);
}

const AND = /^\s*و\s*$/;
const endsWhole = (run: FillRun) => {
  const last = run.items.at(-1);
  return !!last && ('blank' in last || ('text' in last && /[0-9۰-۹]$/.test(last.text)));
};
const startsFraction = (run: FillRun) => {
  const first = run.items[0];
  return !!first && ('stack' in first || 'fraction' in first);
};

/**
 * A mixed number with a box in it («▢ و ▢/۹») reaches here as maths, «و», maths: splitMath joins
 * a whole and its fraction only when both are numbers. Laid out apart, the right-to-left sentence
 * put the fraction on the far side of the «=» («▢ = ۱۷/۹ و ▢/۹»); joined into one left-to-right
 * run it reads as the book writes it, «۱۷/۹ = ▢ ▢/۹».
 */
function joinMixed(runs: FillRun[]): FillRun[] {
  const out: FillRun[] = [];
  for (let i = 0; i < runs.length; i++) {
    const [left, and, right] = [out.at(-1), runs[i]!, runs[i + 1]];
    const word = and.items[0];
    const mixed = left?.math && !and.math && and.items.length === 1 && word && 'text' in word && AND.test(word.text);
    if (mixed && right?.math && endsWhole(left) && startsFraction(right)) {
      out[out.length - 1] = { math: true, items: [...left.items, { and: word.text }, ...right.items] };
      i += 1;
    } else out.push(and);
  }
  return out;
}

const NUMBER = /^[0-9۰-۹]+$/;
const isPart = (item: FillItem | undefined): item is Plain | Box =>
  !!item && ('blank' in item || ('text' in item && NUMBER.test(item.text)));

/**
 * A fraction with a box in it («▢/۴», «۵/▢», «▢/▢») drawn stacked like the maths around it (which
 * splitMath stacks only for numbers): the box above or below the bar. Text is cut at each «/» and
 * number so a fraction's parts stand alone, then joined again.
 */
function stackBoxes(items: FillItem[]): FillItem[] {
  const atoms = items.flatMap((item): FillItem[] =>
    'text' in item ? item.text.split(/([0-9۰-۹]+|\/)/).flatMap((text) => (text ? [{ text }] : [])) : [item],
  );
  const out: FillItem[] = [];
  for (let i = 0; i < atoms.length; i++) {
    const [atom, top, bottom] = [atoms[i], out.at(-1), atoms[i + 1]];
    const slash = atom && 'text' in atom && atom.text === '/';
    if (slash && isPart(top) && isPart(bottom) && ('blank' in top || 'blank' in bottom)) {
      out[out.length - 1] = { stack: { top, bottom } };
      i += 1;
    } else if (atom) out.push(atom);
  }
  return out.reduce<FillItem[]>((joined, item) => {
    const last = joined.at(-1);
    if (last && 'text' in last && 'text' in item) joined[joined.length - 1] = { text: last.text + item.text };
    else joined.push(item);
    return joined;
  }, []);
}
