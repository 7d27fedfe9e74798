/** Pure rules of the matching input: pairs as a map from a left id to its right partner. */
import type { MatchingQuestion } from '@/api/generated/model';
import type { AnswerOf } from '../types';

export type Pairs = ReadonlyMap<string, string>;
type MatchingAnswer = AnswerOf<'matching'>;

/** The pairs of `value` that name real items on both sides (the rest are ignored). */
export function pairsOf(question: MatchingQuestion, value: MatchingAnswer | null | undefined): Pairs {
  const left = new Set(question.left.map((item) => item.id));
  const right = new Set(question.right.map((item) => item.id));
  return new Map(
    (value?.pairs ?? [])
      .filter((pair) => left.has(pair.left_id) && right.has(pair.right_id))
      .map((pair) => [pair.left_id, pair.right_id]),
  );
}

/** `pairs` with `left` and `right` joined; each loses any partner it had (one partner each). */
export function withPair(pairs: Pairs, left: string, right: string): Pairs {
  const next = new Map([...pairs].filter(([l, r]) => l !== left && r !== right));
  return next.set(left, right);
}

/** `pairs` without the pair of `left`. */
export function withoutPair(pairs: Pairs, left: string): Pairs {
  return new Map([...pairs].filter(([l]) => l !== left));
}

/** The left partner of a right item, if it has one. */
export function leftOf(pairs: Pairs, right: string): string | undefined {
  return [...pairs].find(([, r]) => r === right)?.[0];
}

/** The answer to send once every left item has a partner (in the left column's order), else null. */
export function answerOf(question: MatchingQuestion, pairs: Pairs): MatchingAnswer | null {
  if (!question.left.every((item) => pairs.has(item.id))) return null;
  return {
    type: 'matching',
    pairs: question.left.map((item) => ({ left_id: item.id, right_id: pairs.get(item.id)! })),
  };
}
