import type { TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChartCard } from '@/shared/charts/chart-card';
import { chartStateOf } from '@/shared/charts/chart-state';
import { errors, messageOf } from '@/shared/i18n/errors';
import type { QueryLike } from '@/shared/ui/query-phase';
import { reportText as t } from './strings';

/**
 * The parts of a generated report hook's result a panel reads: any role's hook (the teacher's
 * `useGetTeacherTimeReport`, the school's `useGetSchoolTimeReport`…) fits, so the panels never fetch.
 */
export type ReportQuery<T> = QueryLike<T>;

/** What every panel takes: its call's result and its heading level (default 3, under the report's h2). */
export interface PanelProps<T> {
  query: ReportQuery<T>;
  headingOrder?: TitleOrder;
}

interface ReportPanelProps<T> extends PanelProps<T> {
  title: string;
  isEmpty: (data: T) => boolean;
  summarize: (data: T) => string;
  actions?: ReactNode;
  children: (data: T) => ReactNode;
}

/** One report call as a chart card: its own spinner, its own error with retry, its own empty text. */
export function ReportPanel<T>({
  title,
  query,
  isEmpty,
  summarize,
  actions,
  headingOrder = 3,
  children,
}: ReportPanelProps<T>) {
  const state = chartStateOf(query, isEmpty);
  const data = state === 'ready' ? query.data : undefined;
  return (
    <ChartCard
      title={title}
      headingOrder={headingOrder}
      state={state}
      actions={actions}
      summary={data === undefined ? undefined : summarize(data)}
      errorMessage={messageOf(query.error, errors.fetchData)}
      // ChartCard draws the phase (queryPhase, via chartStateOf) and takes the retry as a callback.
      onRetry={() => void query.refetch()}
      emptyTitle={t.empty}
      emptyDescription={t.emptyHint}
    >
      {data !== undefined && children(data)}
    </ChartCard>
  );
}
