import classes from './compare.module.css';

const WIDTH = 72;
const HEIGHT = 24;
const PAD = 3;
const MIN_SPAN = 10;

/**
 * Eight weeks as a small line (low to high, scaled to its own range), the oldest on the right as a right-to-left
 * reader's eye runs, a gap where a week had nothing to measure and a dot on the latest week. A
 * drawn `<svg>` is a few hundred bytes a cell; a charting library per cell of a province's table
 * would be hundreds of charts on a cheap phone. The words (`label`) say what it draws.
 */
export function Sparkline({ values, label }: { values: readonly (number | null)[]; label: string }) {
  const step = (WIDTH - 2 * PAD) / Math.max(1, values.length - 1);
  const x = (i: number) => WIDTH - PAD - i * step;
  // Scaled to the row's own range (at least ten points, so a one-point wobble stays small): a
  // SmartScore between 80 and 90 is a flat line on 0–100.
  const known = values.filter((v): v is number => v !== null);
  const mid = known.length ? (Math.min(...known) + Math.max(...known)) / 2 : 50;
  const span = Math.max(MIN_SPAN, known.length ? Math.max(...known) - Math.min(...known) : 0);
  const lo = mid - span / 2;
  const y = (v: number) => HEIGHT - PAD - ((v - lo) / span) * (HEIGHT - 2 * PAD);
  const runs: string[] = [];
  let run: string[] = [];
  values.forEach((v, i) => {
    if (v === null) {
      if (run.length) runs.push(run.join(' '));
      run = [];
    } else run.push(`${x(i).toFixed(1)},${y(v).toFixed(1)}`);
  });
  if (run.length) runs.push(run.join(' '));
  const lastIndex = values.findLastIndex((v) => v !== null);
  const last = lastIndex >= 0 ? values[lastIndex]! : null;
  return (
    <svg
      className={classes.spark}
      role="img"
      aria-label={label}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
    >
      {runs.map((points) =>
        points.includes(' ') ? (
          <polyline key={points} points={points} fill="none" stroke="currentColor" strokeWidth={1.5} />
        ) : null,
      )}
      {values.map((v, i) =>
        v !== null && (values[i - 1] ?? null) === null && (values[i + 1] ?? null) === null ? (
          <circle key={i} cx={x(i)} cy={y(v)} r={1.5} fill="currentColor" />
        ) : null,
      )}
      {last !== null && <circle cx={x(lastIndex)} cy={y(last)} r={2.5} fill="currentColor" />}
    </svg>
  );
}
