/**
 * The boxes' texts as the child typed them, kept in the input itself (the props' `value` is null
 * while an answer is incomplete, so it cannot hold «۱۲٫» or an empty denominator), and taken
 * from `value` again only when the parent sets an answer the boxes do not already say (a saved
 * quiz answer, a review, a reset to null) or when another question comes.
 */
import { useState } from 'react';

export interface TypedTexts<V, T> {
  /** The question the boxes belong to; a new one starts from `value`. */
  questionId: number;
  value: V | null;
  textsOf: (value: V | null) => T;
  valueOf: (texts: T) => V | null;
  same: (a: V | null, b: V | null) => boolean;
}

export function useTypedTexts<V, T>({ questionId, value, textsOf, valueOf, same }: TypedTexts<V, T>) {
  const [texts, setTexts] = useState(() => textsOf(value));
  const [seen, setSeen] = useState({ questionId, value });
  // Adjusted while rendering (React's way to follow a changed prop): no effect, so the boxes
  // never show the old answer for a frame.
  if (value !== seen.value || questionId !== seen.questionId) {
    setSeen({ questionId, value });
    if (questionId !== seen.questionId || !same(value, valueOf(texts))) setTexts(textsOf(value));
  }
  return [texts, setTexts] as const;
}
