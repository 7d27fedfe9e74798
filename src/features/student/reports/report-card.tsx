import type { ReactNode } from 'react';
import { ChartCard } from '@/shared/charts/chart-card';
import { chartStateOf } from '@/shared/charts/chart-state';
import { errors, messageOf } from '@/shared/i18n/errors';
import type { QueryLike } from '@/shared/ui/query-phase';
import { t } from './strings';

interface ReportCardProps<T> {
  title: string;
  query: QueryLike<T>;
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
      // ChartCard (src/shared/charts) takes its state, message and retry as props: the state is
      // decided by queryPhase (chartStateOf), only the retry is handed over here.
      onRetry={() => void query.refetch()}
      emptyTitle={t.empty}
      emptyDescription={t.emptyHint}
    >
      {ready && children(query.data!)}
    </ChartCard>
  );
}
