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
    if ('and' in item) {
      return (
        <Fragment key={key}>
          {' '}
          <VisuallyHidden component="span">{item.and}</VisuallyHidden>
        </Fragment>
      );
    }
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
    const items = words(run.items).map((group, g) =>
      'text' in group[0]! && /^\s+$/.test(group[0].text) ? (
        <Fragment key={g}>{group[0].text}</Fragment>
      ) : (
        // A word and the boxes inside or beside it never part at a line's end («غ▢ای», «= ▢»):
        // the line breaks only at the sentence's spaces (a box is otherwise a break opportunity).
        <span key={g} style={{ whiteSpace: 'nowrap' }}>
          {group.map((item, i) => show(item, `${r}-${g}-${i}`))}
        </span>
      ),
    );
    return run.math ? (
      <bdi key={r} dir="ltr">
        {items}
      </bdi>
    ) : (
      <Fragment key={r}>{items}</Fragment>
    );
  });
}

/** A run's items cut at its spaces into groups; each space is a group of its own, where the line may break. */
function words(items: FillItem[]): FillItem[][] {
  const groups: FillItem[][] = [[]];
  for (const item of items) {
    const pieces =
      'text' in item
        ? item.text
            .split(/(\s+)/)
            .filter(Boolean)
            .map((text) => ({ text }))
        : [item];
    for (const piece of pieces) {
      if ('text' in piece && /^\s+$/.test(piece.text)) groups.push([piece], []);
      else groups.at(-1)!.push(piece);
    }
  }
  return groups.filter((group) => group.length > 0);
}
