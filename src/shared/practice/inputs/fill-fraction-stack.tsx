import type { ReactNode } from 'react';

interface FractionStackProps {
  /** The numerator: a box or a number. */
  top: ReactNode;
  /** The denominator: a box or a number. */
  bottom: ReactNode;
  /** The whole part of a mixed number, or none (default). */
  whole?: ReactNode;
  /** Space between the parts in px (default 6). */
  gap?: number;
}

/**
 * A fraction as the books draw it: numerator over a bar over denominator, and a mixed number's
 * whole part to the LEFT of the fraction. Iranian maths books lay maths out left to right even in
 * a Persian page («۲۳ × ۱۴ = ۳۲۲» reads from the left), and a mixed number «۲ و ۳/۴» is written
 * with its 2 on the left of the stacked ۳/۴ and read first; so the stack is `dir="ltr"`, and the
 * whole part comes first in the DOM too, which keeps Tab and screen-reader order: whole,
 * numerator, denominator.
 */
export function FractionStack({ top, bottom, whole, gap = 6 }: FractionStackProps) {
  return (
    <span dir="ltr" style={{ display: 'inline-flex', alignItems: 'center', gap: gap * 2, verticalAlign: 'middle' }}>
      {whole}
      <span style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'stretch', gap }}>
        {top}
        <span aria-hidden="true" style={{ borderTop: '3px solid currentColor', borderRadius: 2 }} />
        {bottom}
      </span>
    </span>
  );
}
