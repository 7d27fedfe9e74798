import { Fragment, useMemo } from 'react';
import { Fraction } from './fraction';
import { splitMath, type MathPiece } from './math-segments';
import classes from './math-text.module.css';

/*
 * Why our own small component and not KaTeX (the issue asked to decide):
 * - What primary-school prompts need is two things: keep runs like «۴۷ × ۲۳ = ؟» left to right
 *   inside Persian text, and stack a/b fractions. Neither needs a TeX layout engine.
 * - KaTeX has no metrics or glyphs for Persian digits: it warns on each one in maths mode and
 *   draws them in a fallback font beside its own Latin maths fonts, so numbers would not look
 *   like the Vazirmatn of the rest of the page; and prompts would first have to be rewritten as
 *   TeX, which the contract's plain Persian prompts are not.
 * - It would add some 270 kB of script plus its own maths fonts to a child's phone.
 * - Its accessible output (MathML) is read in the screen reader's maths voice, usually English
 *   («3 over 4»); ours reads Persian («۳ بر ۴») from a visually hidden text.
 * Should the curriculum grow to powers, roots or long division, revisit this.
 */

function Piece({ piece }: { piece: MathPiece }) {
  if (piece.kind === 'text') return piece.text;
  return <Fraction whole={piece.whole} numerator={piece.numerator} denominator={piece.denominator} />;
}

export interface MathTextProps {
  /** Persian text that may contain maths («۳/۴ از ۲۰ چند است؟»); any digits, shown Persian. */
  text: string;
}

/**
 * Shows a prompt (or a hint, a choice, a blanks part) with its maths isolated left to right, its
 * digits Persian and its simple fractions stacked. Inline: put it inside a Title or Text.
 */
export function MathText({ text }: MathTextProps) {
  const segments = useMemo(() => splitMath(text), [text]);
  return segments.map((segment, i) =>
    segment.kind === 'text' ? (
      <Fragment key={i}>{segment.text}</Fragment>
    ) : (
      <bdi key={i} dir="ltr" className={classes.math}>
        {segment.pieces.map((piece, j) => (
          <Piece key={j} piece={piece} />
        ))}
      </bdi>
    ),
  );
}
