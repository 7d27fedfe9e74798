import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toLatinDigits } from '@/shared/digits';
import { isMazeSize, parseSeed, type MazeSize } from './maze';

export const SIZE_PARAM = 'size';
export const SEED_PARAM = 'seed';
export const DEFAULT_SIZE: MazeSize = 'small';

/** A new seed: up to six digits keeps a shared address short; never the seed just played. */
export function newSeed(previous?: number): number {
  let seed: number;
  do seed = 1 + Math.floor(Math.random() * 999_999);
  while (seed === previous);
  return seed;
}

export interface MazeAddress {
  size: MazeSize;
  seed: number;
  /** The address came with a size or seed that could not be read (it was replaced). */
  corrected: boolean;
  chooseSize: (size: MazeSize) => void;
  newMaze: () => void;
}

/**
 * The maze lives in the address (`?size=small&seed=4821`), so a reload replays it and a shared link
 * gives a friend the same maze. A missing or unreadable size is `small`, a missing or unreadable
 * seed a random one (Persian digits are read too); either way the address is rewritten (replace,
 * so «back» leaves the page rather than stepping through fixes). Choices replace as well: the maze
 * is a setting of the page, not a place to go back to.
 */
export function useMazeAddress(): MazeAddress {
  const [params, setParams] = useSearchParams();
  const rawSize = params.get(SIZE_PARAM);
  const rawSeed = params.get(SEED_PARAM);
  const readSeed = parseSeed(rawSeed === null ? null : toLatinDigits(rawSeed));
  // Chosen once, so the page shows one maze while the address catches up.
  const [fallbackSeed] = useState(newSeed);
  const [corrected, setCorrected] = useState(
    () => (rawSize !== null && !isMazeSize(rawSize)) || (rawSeed !== null && readSeed === null),
  );
  const size = isMazeSize(rawSize) ? rawSize : DEFAULT_SIZE;
  const seed = readSeed ?? fallbackSeed;

  const write = (next: { size: MazeSize; seed: number }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(SIZE_PARAM, next.size);
        updated.set(SEED_PARAM, String(next.seed));
        return updated;
      },
      { replace: true },
    );

  const canonical = rawSize === size && rawSeed === String(seed);
  useEffect(() => {
    if (!canonical) write({ size, seed });
    // Runs when the address is not yet canonical; `write` is rebuilt each render and not a reason.
  }, [canonical, size, seed]);

  return {
    size,
    seed,
    corrected,
    chooseSize: (next) => {
      setCorrected(false);
      write({ size: next, seed });
    },
    newMaze: () => {
      setCorrected(false);
      write({ size, seed: newSeed(seed) });
    },
  };
}
