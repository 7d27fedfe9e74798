import { VisuallyHidden } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { Fraction } from '../question/fraction';
import { FractionStack } from './fill-fraction-stack';
import type { Box, FillItem, FillRun, Plain } from './fill-runs';
import { fillText } from './strings-fill';

export interface FillSentenceProps {
  /** The sentence as sentenceRuns splits it. */
  runs: FillRun[];
  /** Draws one box. */
  box: (item: Box) => ReactNode;
}

/**
 * A blanks sentence: its words right to left, each maths run isolated left to right with
 * `<bdi dir="ltr">` (as MathText does for a prompt), fractions stacked, boxes in their places.
 */
export function FillSentence({ runs, box }: FillSentenceProps) {
  const part = (item: Plain | Box) =>
    'blank' in item ? box(item) : <span style={{ textAlign: 'center' }}>{item.text}</span>;
  const show = (item: FillItem, key: string) => {
    if ('text' in item) return <Fragment key={key}>{item.text}</Fragment>;
    if ('blank' in item) return <Fragment key={key}>{box(item)}</Fragment>;
    if ('fraction' in item) return <Fraction key={key} {...item.fraction} />;
    const { top, bottom } = item.stack;
    return (
      <FractionStack
        key={key}
        top={
          <>
            {part(top)}
            <VisuallyHidden component="span">{` ${fillText.over} `}</VisuallyHidden>
          </>
        }
        bottom={part(bottom)}
      />
    );
  };
  return runs.map((run, r) => {
    const items = run.items.map((item, i) => show(item, `${r}-${i}`));
    return run.math ? (
      <bdi key={r} dir="ltr">
        {items}
      </bdi>
    ) : (
      <Fragment key={r}>{items}</Fragment>
    );
  });
}
