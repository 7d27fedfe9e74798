/**
 * Splits a Persian prompt into runs of plain text and runs of maths, so the maths can be shown
 * left to right inside right-to-left text («۴۷ × ۲۳ = ؟» must never read «؟ = ۲۳ × ۴۷»).
 * Pure and display-ready: every digit comes out Persian, numbers use «٫» and «٬», a minus is «−».
 */
import { toPersianDigits } from '@/shared/digits';

/** A piece of a maths run: text as shown, or a simple fraction (a mixed number with its whole) drawn stacked. */
export type MathPiece =
  { kind: 'text'; text: string } | { kind: 'fraction'; whole?: string; numerator: string; denominator: string };

/** A run of plain (right-to-left) text, or a run of maths to isolate left to right. */
export type Segment = { kind: 'text'; text: string } | { kind: 'math'; pieces: MathPiece[] };

type Kind = 'date' | 'mixed' | 'frac' | 'num' | 'op' | 'open' | 'close' | 'unknown' | 'space' | 'other';
interface Token {
  kind: Kind;
  text: string;
}

const D = '[0-9۰-۹٠-٩]';
// Order matters: a date (۱۴۰۳/۰۵/۱۲) before a fraction, a mixed number («۲ و ۱/۳», one operand:
// split, «۴ و ۶/۷ = ۳۴/۷» would read as «۶/۷ = ۳۴/۷») before a fraction, a fraction before a
// number. A number may carry thousands separators («۴۲۹٬۷۱۰», «1,250»: three digits follow) and
// a decimal part.
const TOKEN = new RegExp(
  [
    `(?<date>${D}+/${D}+/${D}+)`,
    `(?<mixed>${D}+\\s+و\\s+${D}+/${D}+)`,
    `(?<frac>${D}+/${D}+)`,
    `(?<num>${D}+(?:[٬,]${D}{3}(?!${D}))*(?:[.٫]${D}+)?[%٪]?)`,
    `(?<op>[×÷+=<>≤≥≠−\\-:/])`,
    '(?<open>\\()',
    '(?<close>\\))',
    '(?<unknown>[؟?▢□])',
    '(?<space>\\s+)',
    `(?<other>[^0-9۰-۹٠-٩×÷+=<>≤≥≠−\\-:/()؟?▢□\\s]+|.)`,
  ].join('|'),
  'gsu',
);

function tokenize(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((match) => {
    const kind = Object.entries(match.groups ?? {}).find(([, value]) => value !== undefined)?.[0] as Kind;
    // A date is never maths: it stays plain text (its digits still turn Persian).
    return { kind: kind === 'date' ? 'other' : kind, text: match[0] };
  });
}

/** The nearest token that is not a space, looking from `from` in `step` direction. */
function neighbour(tokens: Token[], from: number, step: 1 | -1): Token | undefined {
  for (let i = from + step; i >= 0 && i < tokens.length; i += step) {
    if (tokens[i]!.kind !== 'space') return tokens[i];
  }
  return undefined;
}

/**
 * «؟» is an unknown only beside an operator («= ؟»); after a word it ends a sentence («چند است؟»).
 * Parentheses belong to maths only when they pair up inside one run («(جواب را ساده کن)» is text).
 */
function markRuns(tokens: Token[]): boolean[] {
  const inRun = tokens.map((token, i) => {
    if (token.kind === 'other') return false;
    if (token.kind !== 'unknown') return true;
    return neighbour(tokens, i, -1)?.kind === 'op' || neighbour(tokens, i, 1)?.kind === 'op';
  });
  const open: number[] = [];
  const endRun = () => open.splice(0).forEach((i) => (inRun[i] = false));
  tokens.forEach((token, i) => {
    if (!inRun[i]) endRun();
    else if (token.kind === 'open') open.push(i);
    else if (token.kind === 'close' && open.pop() === undefined) inRun[i] = false;
  });
  endRun();
  return inRun;
}

const isSign = (tokens: Token[], i: number) =>
  /^[−\-+]$/.test(tokens[i]!.text) && ['num', 'frac', 'mixed'].includes(tokens[i + 1]?.kind ?? '');

/**
 * An operator at a run's edge that faces a word belongs to the sentence, not to the maths:
 * isolating «= ۱۰۰» in «۱ متر = ۱۰۰ سانتی‌متر» would show it as «۱۰۰ =». A sign stays («−۳»).
 */
function trimEdges(tokens: Token[], start: number, end: number): [number, number] {
  const textBefore = start > 0;
  const textAfter = end < tokens.length;
  for (;;) {
    if (start >= end) return [start, end];
    const first = tokens[start]!;
    const last = tokens[end - 1]!;
    if (first.kind === 'space' || (textBefore && first.kind === 'op' && !isSign(tokens, start))) start += 1;
    else if (last.kind === 'space' || (textAfter && last.kind === 'op')) end -= 1;
    else return [start, end];
  }
}

function isMath(run: Token[]): boolean {
  const has = (kind: Kind) => run.some((token) => token.kind === kind);
  return has('frac') || has('mixed') || (has('op') && (has('num') || has('unknown')));
}

function show(token: Token, inMath: boolean): string {
  if (token.kind === 'num') return toPersianDigits(token.text.replace('.', '٫').replaceAll(',', '٬'));
  if (inMath && token.text === '-') return '−';
  return toPersianDigits(token.text);
}

function piece(token: Token): MathPiece {
  if (token.kind !== 'frac' && token.kind !== 'mixed') return { kind: 'text', text: show(token, true) };
  const numbers = toPersianDigits(token.text).split(/\s+و\s+|\//);
  const [numerator = '', denominator = ''] = numbers.slice(-2);
  const fraction = { kind: 'fraction' as const, numerator, denominator };
  return token.kind === 'mixed' ? { ...fraction, whole: numbers[0] } : fraction;
}

/** Joins neighbouring text pieces, so a run reads as few DOM text nodes as it can. */
function merge<T extends { kind: string }>(items: T[], join: (a: T, b: T) => T | null): T[] {
  return items.reduce<T[]>((out, item) => {
    const last = out.at(-1);
    const joined = last && join(last, item);
    if (joined) out[out.length - 1] = joined;
    else out.push(item);
    return out;
  }, []);
}

const joinText = <T extends Segment | MathPiece>(a: T, b: T) =>
  a.kind === 'text' && b.kind === 'text' ? ({ kind: 'text', text: a.text + b.text } as T) : null;

/** Splits `text` into plain-text and maths segments (see the module comment). */
export function splitMath(text: string): Segment[] {
  const tokens = tokenize(text);
  const inRun = markRuns(tokens);
  const segments: Segment[] = [];
  let i = 0;
  while (i < tokens.length) {
    if (!inRun[i]) {
      segments.push({ kind: 'text', text: show(tokens[i]!, false) });
      i += 1;
      continue;
    }
    let end = i;
    while (end < tokens.length && inRun[end]) end += 1;
    const [from, to] = trimEdges(tokens, i, end);
    const run = tokens.slice(from, to);
    const plain = (a: number, b: number) =>
      tokens.slice(a, b).map((token) => ({ kind: 'text' as const, text: show(token, false) }));
    if (isMath(run)) {
      segments.push(...plain(i, from), { kind: 'math', pieces: merge(run.map(piece), joinText) }, ...plain(to, end));
    } else segments.push(...plain(i, end));
    i = end;
  }
  return merge(segments, joinText);
}
