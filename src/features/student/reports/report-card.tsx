import type { ReactNode } from 'react';
import { ChartCard } from '@/shared/charts/chart-card';
import { chartStateOf } from '@/shared/charts/chart-state';
import { errors, messageOf } from '@/shared/i18n/errors';
import { t } from './strings';

/** The parts of a generated report hook's result a card reads. */
interface ReportQuery<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

interface ReportCardProps<T> {
  title: string;
  query: ReportQuery<T>;
  isEmpty: (data: T) => boolean;
  /** The one-line summary of an answer. */
  summarize: (data: T) => string;
  /** The chart of an answer. */
  children: (data: T) => ReactNode;
}

/** One report call as a chart card: its own spinner, its own error with retry, its own empty text. */
export function ReportCard<T>({ title, query, isEmpty, summarize, children }: ReportCardProps<T>) {
  const state = chartStateOf(query, isEmpty);
  const ready = state === 'ready' && query.data !== undefined;
  return (
    <ChartCard
      title={title}
      state={state}
      summary={ready ? summarize(query.data!) : undefined}
      errorMessage={messageOf(query.error, errors.fetchData)}
      onRetry={() => void query.refetch()}
      emptyTitle={t.empty}
      emptyDescription={t.emptyHint}
    >
      {ready && children(query.data!)}
    </ChartCard>
  );
}
