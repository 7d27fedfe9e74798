import { Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { Comparison, ComparisonRow } from '@/api/generated/model';
import { formatNumber } from '@/shared/digits';
import { EmptyState } from '@/shared/ui/states';
import { TextLink } from '@/shared/ui/text-link';
import classes from './compare.module.css';
import { Sparkline } from './sparkline';
import { compareText as t, type FigureKey } from './strings';

const FIGURES: FigureKey[] = [
  'average_smart_score',
  'participation_percent',
  'late_homework_percent',
  'quiz_average_percent',
];

/** Which way is better: fewer homework left unfinished, more of everything else. */
const LOWER_IS_BETTER: ReadonlySet<FigureKey> = new Set(['late_homework_percent']);

/** The server's order (the pages' own), by name, by pupils, or by a figure. */
type SortKey = 'order' | 'name' | 'pupils' | FigureKey;
type Sort = { by: SortKey; best: boolean };

const collator = new Intl.Collator('fa');

/** Rows sorted: a figure the best first (`best`) or the worst first, rows without it always last. */
function sortRows(rows: readonly ComparisonRow[], sort: Sort): ComparisonRow[] {
  const { by, best } = sort;
  if (by === 'order') return [...rows];
  if (by === 'name') return [...rows].sort((a, b) => (best ? 1 : -1) * collator.compare(a.name, b.name));
  if (by === 'pupils') return [...rows].sort((a, b) => (best ? -1 : 1) * (a.student_count - b.student_count));
  const sign = (LOWER_IS_BETTER.has(by) ? 1 : -1) * (best ? 1 : -1);
  return [...rows].sort((a, b) => {
    const [x, y] = [a.figures[by], b.figures[by]];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return sign * (x - y) || collator.compare(a.name, b.name);
  });
}

export interface ComparisonTableProps {
  data: Comparison;
  /** The table's name for screen readers, and its first column's header («پایه», «کلاس», «مدرسه»). */
  label: string;
  firstColumn: string;
  /** The row's own page, when it has one. */
  rowHref?: (row: ComparisonRow) => string | null;
  /**
   * Ranked (the office's schools): opens sorted by the mean SmartScore, the best first, with each
   * row's rank and the median row; otherwise in the server's order until a header is chosen.
   */
  ranked?: boolean;
}

/**
 * Grades, classes or schools side by side (issue 28): each figure now with its eight-week trend,
 * sortable by any column (a header is a button; `aria-sort` says which), a rank while sorted by a
 * figure, and for a ranked table the median of each figure. On a phone the table scrolls inside
 * its frame, never the page.
 */
export function ComparisonTable({ data, label, firstColumn, rowHref, ranked = false }: ComparisonTableProps) {
  const [sort, setSort] = useState<Sort>(
    ranked ? { by: 'average_smart_score', best: true } : { by: 'order', best: true },
  );
  const rows = useMemo(() => sortRows(data.rows, sort), [data.rows, sort]);
  if (data.rows.length === 0) return <EmptyState title={t.empty} description={t.emptyHint} />;

  const byFigure = sort.by !== 'order' && sort.by !== 'name' && sort.by !== 'pupils';
  const since = data.weeks[0]?.label ?? '';
  // A new column opens the best first (names from the alphabet's start, the most pupils); again, the other way.
  const choose = (by: SortKey) => setSort((now) => (now.by === by ? { by, best: !now.best } : { by, best: true }));
  // aria-sort reads the values' order: the best first is descending, except names and where lower is better.
  const ariaSort = (by: SortKey) => {
    if (sort.by !== by) return undefined;
    const ascendingIsBest = by === 'name' || LOWER_IS_BETTER.has(by as FigureKey);
    return sort.best === ascendingIsBest ? 'ascending' : 'descending';
  };
  const header = (by: SortKey, text: string) => (
    <Table.Th key={by} aria-sort={ariaSort(by)}>
      <button type="button" className={classes.sort} onClick={() => choose(by)}>
        {text}
        {sort.by === by && <span aria-hidden>{ariaSort(by) === 'ascending' ? '▲' : '▼'}</span>}
      </button>
    </Table.Th>
  );

  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={820} type="native">
        <Table aria-label={label} verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {byFigure && <Table.Th>{t.rank}</Table.Th>}
              {header('name', firstColumn)}
              {header('pupils', t.pupils)}
              {FIGURES.map((key) => header(key, t.figures[key]))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, i) => {
              const href = rowHref?.(row) ?? null;
              return (
                <Table.Tr key={`${row.id ?? ''}-${row.grade ?? ''}`}>
                  {byFigure && (
                    <Table.Td>{row.figures[sort.by as FigureKey] === null ? t.none : formatNumber(i + 1)}</Table.Td>
                  )}
                  <Table.Th scope="row">
                    {href ? (
                      <TextLink to={href} fw={600}>
                        {row.name}
                      </TextLink>
                    ) : (
                      row.name
                    )}
                  </Table.Th>
                  <Table.Td>{formatNumber(row.student_count)}</Table.Td>
                  {FIGURES.map((key) => (
                    <Table.Td key={key}>
                      <span className={classes.cell}>
                        <span>{t.value(key, row.figures[key])}</span>
                        <Sparkline
                          values={row.trends[key]}
                          label={t.trend(
                            t.figures[key],
                            since,
                            row.trends[key].map((v) => t.value(key, v)),
                          )}
                        />
                      </span>
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
          {ranked && (
            <Table.Tfoot>
              <Table.Tr className={classes.median}>
                {byFigure && <Table.Td />}
                <Table.Th scope="row">{t.median}</Table.Th>
                <Table.Td />
                {FIGURES.map((key) => (
                  <Table.Td key={key}>{t.value(key, data.median[key])}</Table.Td>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="dimmed">
        {t.legend}
      </Text>
    </Stack>
  );
}
