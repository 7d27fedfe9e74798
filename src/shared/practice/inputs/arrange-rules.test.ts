import { describe, expect, it } from 'vitest';
import { compareNumbers, earthLayers } from './arrange-fixtures';
import { isOrderOf, moved, placeMarks } from './arrange-order';
import { answerOf, leftOf, pairsOf, withoutPair, withPair } from './arrange-pairs';

describe('ordering rules', () => {
  const { items } = compareNumbers.question;

  it('accepts an order only when it names every item once', () => {
    expect(isOrderOf(['d', 'c', 'b', 'a'], items)).toBe(true);
    expect(isOrderOf(['d', 'c', 'b'], items)).toBe(false);
    expect(isOrderOf(['d', 'c', 'b', 'b'], items)).toBe(false);
    expect(isOrderOf(['d', 'c', 'b', 'x'], items)).toBe(false);
    expect(isOrderOf(undefined, items)).toBe(false);
  });

  it('moves an item, keeping it inside the list', () => {
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
  });

  it('judges each item by its place and says where it belongs', () => {
    const marks = placeMarks(['c', 'd', 'b', 'a'], ['d', 'c', 'b', 'a']);
    expect(marks.get('c')).toEqual({ right: false, belongsAt: 1 });
    expect(marks.get('d')).toEqual({ right: false, belongsAt: 0 });
    expect(marks.get('b')).toEqual({ right: true, belongsAt: 2 });
  });
});

describe('matching rules', () => {
  const { question } = earthLayers;

  it('keeps one partner on each side', () => {
    let pairs = withPair(new Map(), 'a', 'b');
    pairs = withPair(pairs, 'c', 'b');
    expect([...pairs]).toEqual([['c', 'b']]);
    pairs = withPair(pairs, 'c', 'a');
    expect([...pairs]).toEqual([['c', 'a']]);
    expect(leftOf(pairs, 'a')).toBe('c');
    expect(leftOf(pairs, 'b')).toBeUndefined();
    expect(withoutPair(pairs, 'c').size).toBe(0);
  });

  it('answers only when every left item has a partner, in the left column order', () => {
    const reversed = { type: 'matching' as const, pairs: [...earthLayers.correct.pairs].reverse() };
    const pairs = pairsOf(question, reversed);
    expect(answerOf(question, pairs)).toEqual(earthLayers.correct);
    expect(answerOf(question, withoutPair(pairs, 'd'))).toBeNull();
  });

  it('drops pairs naming items the question does not have', () => {
    const pairs = pairsOf(question, {
      type: 'matching',
      pairs: [
        { left_id: 'a', right_id: 'q' },
        { left_id: 'b', right_id: 'd' },
      ],
    });
    expect([...pairs]).toEqual([['b', 'd']]);
    expect(pairsOf(question, null).size).toBe(0);
  });
});
