import { useEffect, useState } from 'react';
import type { CallState } from './types';

interface NextCall<T> extends CallState {
  data: T | undefined;
}

/**
 * «پرسش بعدی» before the next question has arrived: wait for it (the screen shows loading, or
 * the failure with a retry), then commit. Returns `moving` and the function the button calls.
 */
export function useMoving<T>(next: NextCall<T>, commit: (data: T) => void) {
  const [moving, setMoving] = useState(false);
  useEffect(() => {
    if (!moving || next.data === undefined) return;
    setMoving(false);
    commit(next.data);
    // Commit once, when the awaited question arrives.
  }, [moving, next.data]);
  return {
    moving,
    go() {
      if (next.data === undefined) setMoving(true);
      else commit(next.data);
    },
  };
}
