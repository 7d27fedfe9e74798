import { VisuallyHidden } from '@mantine/core';
import { toPersianDigits } from '@/shared/digits';
import classes from './math-text.module.css';
import { t } from './strings';

export interface FractionProps {
  /** The number above the bar (any digits; shown Persian). */
  numerator: string | number;
  /** The number below the bar (any digits; shown Persian). */
  denominator: string | number;
  /** A mixed number's whole part, shown before the fraction (default none). */
  whole?: string | number;
}

/**
 * A fraction drawn as a school book does: numerator over denominator with a bar, the whole part of
 * a mixed number on its left. Assistive technology reads «۳ بر ۴» (or «۲ و ۱ بر ۳») instead of the
 * drawing, whose two stacked numbers would otherwise be read as one number («۳۴»).
 */
export function Fraction({ numerator, denominator, whole }: FractionProps) {
  const [n, d] = [toPersianDigits(numerator), toPersianDigits(denominator)];
  const w = whole === undefined ? undefined : toPersianDigits(whole);
  return (
    <span className={classes.fraction}>
      <VisuallyHidden component="span">{w === undefined ? t.fraction(n, d) : t.mixed(w, n, d)}</VisuallyHidden>
      {w !== undefined && <span aria-hidden="true">{w}</span>}
      <span className={classes.stack} aria-hidden="true">
        <span>{n}</span>
        <span>{d}</span>
      </span>
    </span>
  );
}
