import { describe, expect, it } from 'vitest';
import { blanks } from './fill-fixtures';
import { sentenceRuns, type FillRun } from './fill-runs';

/** A run as a short string: text as is, a box as [id]. */
const said = (run: FillRun) => run.items.map((item) => ('text' in item ? item.text : `[${item.blank.id}]`)).join('');

describe('sentenceRuns', () => {
  it('keeps a line of pure maths as one left-to-right run, boxes in place', () => {
    const runs = sentenceRuns(blanks.multiplication.question.parts);
    expect(runs).toHaveLength(1);
    expect(runs[0]?.math).toBe(true);
    expect(said(runs[0] as FillRun)).toBe('۶۶ × ۴۴ = ۶۶ × ۴ + ۶۶ × ۴۰ = [a] + [b] = ۲۹۰۴');
  });

  it('keeps an «=» that stands next to a word with the words', () => {
    const runs = sentenceRuns(blanks.time.question.parts);
    expect(runs.map((run) => [run.math, said(run)])).toEqual([
      [true, '۹۴'],
      [false, ' دقیقه = '],
      [true, '[a]'],
      [false, ' ساعت و '],
      [true, '[b]'],
      [false, ' دقیقه'],
    ]);
  });

  it('keeps a fraction written inline together with the box it belongs to', () => {
    const runs = sentenceRuns(blanks.mixed.question.parts);
    expect(runs.map((run) => [run.math, said(run)])).toEqual([
      [true, '۱۷/۹ = [a]'],
      [false, ' و '],
      [true, '[b]/۹'],
    ]);
  });

  it('leaves a sentence of words and text boxes as one right-to-left run, numbering the boxes', () => {
    const runs = sentenceRuns(blanks.words.question.parts);
    expect(runs).toHaveLength(1);
    expect(runs[0]?.math).toBe(false);
    const boxes = runs[0]?.items.flatMap((item) => ('blank' in item ? [item.index] : []));
    expect(boxes).toEqual([0, 1]);
  });
});
