import { useEffect, useState } from 'react';

/**
 * A whole number that runs from `from` to `to` in `durationMs` (easing out), redrawn each frame;
 * `to` at once when `still` (reduced motion) or when both are the same. Starts again whenever
 * `from` or `to` change (the next answer's verdict).
 */
export function useCountUp(from: number, to: number, durationMs: number, still: boolean): number {
  const [value, setValue] = useState(from);

  useEffect(() => {
    if (still || from === to) return;
    let frame = 0;
    let start: number | null = null;
    const tick = (now: number) => {
      start ??= now;
      const progress = Math.min(1, (now - start) / durationMs);
      const eased = 1 - (1 - progress) ** 3;
      setValue(Math.round(from + (to - from) * eased));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [from, to, durationMs, still]);

  return still || from === to ? to : value;
}
