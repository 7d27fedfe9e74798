import { useCallback, useState } from 'react';
import { useSession } from '@/shared/auth/session-context';
import { isMazeSize, type MazeSize } from './maze';

/** A finished maze: its steps and the time it took. */
export interface MazeResult {
  moves: number;
  ms: number;
}

export type BestResults = Partial<Record<MazeSize, MazeResult>>;

/**
 * Each pupil's best results live in this device's localStorage under their own user id, so on a
 * shared family tablet a brother's record is not his sister's. The game asks the server nothing.
 */
export const bestResultsKey = (userId: number) => `maze-best:${userId}`;

/** Fewer moves wins; with equal moves, the faster time. */
export function isBetter(result: MazeResult, best: MazeResult | undefined): boolean {
  if (!best) return true;
  return result.moves < best.moves || (result.moves === best.moves && result.ms < best.ms);
}

const isResult = (value: unknown): value is MazeResult =>
  typeof value === 'object' &&
  value !== null &&
  Number.isFinite((value as MazeResult).moves) &&
  Number.isFinite((value as MazeResult).ms);

/** The stored records; anything unreadable (another version, a hand edit, no storage) reads as none. */
export function readBestResults(userId: number): BestResults {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(bestResultsKey(userId)) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(
      Object.entries(stored).filter(([size, result]) => isMazeSize(size) && isResult(result)),
    ) as BestResults;
  } catch {
    return {};
  }
}

function writeBestResults(userId: number, results: BestResults) {
  try {
    localStorage.setItem(bestResultsKey(userId), JSON.stringify(results));
  } catch {
    // Storage full or switched off (private mode): the record lasts for this visit only.
  }
}

/**
 * The signed-in pupil's best result for `size`, and `record(result)`, which keeps the result when
 * it beats the best and says whether it did.
 */
export function useBestResult(size: MazeSize): [MazeResult | undefined, (result: MazeResult) => boolean] {
  const userId = useSession().user?.id ?? null;
  const [results, setResults] = useState(() => (userId === null ? {} : readBestResults(userId)));
  const record = useCallback(
    (result: MazeResult) => {
      const current = userId === null ? results : readBestResults(userId);
      if (!isBetter(result, current[size])) return false;
      const next = { ...current, [size]: result };
      if (userId !== null) writeBestResults(userId, next);
      setResults(next);
      return true;
    },
    [results, size, userId],
  );
  return [results[size], record];
}
