import { Table, VisuallyHidden } from '@mantine/core';
import { reportText as t } from './strings';

/** Props of ChartTable. */
export interface ChartTableProps {
  /** The chart's title, said in the caption («جدول زمان تمرین»). */
  title: string;
  /** Column headings after the first (the series' names). */
  columns: string[];
  /** Heading of the first column (default «بازه»). */
  firstColumn?: string;
  rows: { label: string; values: string[] }[];
}

/**
 * A chart's numbers as a table for screen readers: the drawing is aria-hidden and its summary
 * says one line, so the whole series is read here, label by label. Hidden on screen and on paper.
 */
export function ChartTable({ title, columns, firstColumn = t.table.bar, rows }: ChartTableProps) {
  return (
    <VisuallyHidden>
      <Table>
        <caption>{t.table.caption(title)}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{firstColumn}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row">{row.label}</Table.Th>
              {row.values.map((value, i) => (
                <Table.Td key={columns[i]}>{value}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
}
