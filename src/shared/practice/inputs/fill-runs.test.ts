import { describe, expect, it } from 'vitest';
import { blanks } from './fill-fixtures';
import { sentenceRuns, type FillItem, type FillRun } from './fill-runs';

/** A run as a short string: text as is, a box as [id], a stacked fraction as ⟨top/bottom⟩. */
function said(run: FillRun): string {
  const one = (item: FillItem): string => {
    if ('text' in item) return item.text;
    if ('blank' in item) return `[${item.blank.id}]`;
    if ('fraction' in item) return `⟨${item.fraction.numerator}/${item.fraction.denominator}⟩`;
    if ('and' in item) return '·';
    return `⟨${one(item.stack.top)}/${one(item.stack.bottom)}⟩`;
  };
  return run.items.map(one).join('');
}

describe('sentenceRuns', () => {
  it('keeps a line of pure maths as one left-to-right run, boxes in place', () => {
    const runs = sentenceRuns(blanks.multiplication.question.parts);
    expect(runs).toHaveLength(1);
    expect(runs[0]?.math).toBe(true);
    expect(said(runs[0] as FillRun)).toBe('۶۶ × ۴۴ = ۶۶ × ۴ + ۶۶ × ۴۰ = [a] + [b] = ۲۹۰۴');
    expect(sentenceRuns(blanks.distributive.question.parts).map((run) => [run.math, said(run)])).toEqual([
      [true, '۶۶ × ۵ = (۶۰ × ۵) + (۶ × ۵) = [a] + [b] = [c]'],
    ]);
  });

  it('leaves a Persian sentence right to left, its «=» and boxes in the words’ order', () => {
    const runs = sentenceRuns(blanks.time.question.parts);
    expect(runs.map((run) => [run.math, said(run)])).toEqual([[false, '۹۴ دقیقه = [a] ساعت و [b] دقیقه']]);
  });

  it('keeps a mixed number’s whole beside its fraction, in one left-to-right run («۱۷/۹ = ▢ ▢/۹»)', () => {
    const runs = sentenceRuns(blanks.mixed.question.parts);
    expect(runs.map((run) => [run.math, said(run)])).toEqual([[true, '⟨۱۷/۹⟩ = [a]·⟨[b]/۹⟩']]);
  });

  it('stacks a fraction with a box above or below its bar', () => {
    const runs = sentenceRuns(blanks.equivalent.question.parts);
    expect(runs.map((run) => [run.math, said(run)])).toEqual([[true, '⟨۱/۲⟩ = ⟨[a]/۴⟩ = ⟨۵/[b]⟩']]);
  });

  it('leaves a sentence of words and text boxes as one right-to-left run, numbering the boxes', () => {
    const runs = sentenceRuns(blanks.words.question.parts);
    expect(runs).toHaveLength(1);
    expect(runs[0]?.math).toBe(false);
    const boxes = runs[0]?.items.flatMap((item) => ('blank' in item ? [item.index] : []));
    expect(boxes).toEqual([0, 1]);
  });
});
