import { Box, Paper, Text, Title, type TitleOrder } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import type { ChartState } from './chart-state';
import { chartText } from './strings';

/** Props of ChartFigure. */
export interface ChartFigureProps {
  /** Persian title, the figure's caption (a heading of `headingOrder`, default 2). */
  title: string;
  headingOrder?: TitleOrder;
  /** One line that says what the chart shows, for everyone and for screen readers (the plot is aria-hidden). */
  summary?: string;
  /** Controls beside the title (a period picker, a link). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A chart as a `figure`: the caption holds the title and the one-line summary; the plot (children) follows. */
export function ChartFigure({ title, headingOrder = 2, summary, actions, children }: ChartFigureProps) {
  const titleId = useId();
  // Named by its title alone (the caption's summary would make a long name); the summary is read in the caption.
  return (
    <Box component="figure" m={0} aria-labelledby={titleId}>
      <Box component="figcaption" mb="sm">
        <Box style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between' }}>
          <Title order={headingOrder} size="h4" id={titleId}>
            {title}
          </Title>
          {actions}
        </Box>
        {summary && (
          <Text size="sm" c="dimmed" mt={4}>
            {summary}
          </Text>
        )}
      </Box>
      {children}
    </Box>
  );
}

/** Props of ChartCard. */
export interface ChartCardProps extends ChartFigureProps {
  /** What to show: 'loading' (spinner), 'error' (message and retry), 'empty' (empty text) or 'ready' (children). */
  state: ChartState;
  /** The Persian error (messageOf(error, errors.X)); shown when `state` is 'error'. */
  errorMessage?: string;
  onRetry?: () => void;
  /** Empty state's title (default «هنوز داده‌ای برای این نمودار نیست») and optional description. */
  emptyTitle?: string;
  emptyDescription?: string;
}

/**
 * One chart in a bordered card, loading and failing on its own: a page of several charts shows
 * each as soon as its call answers, and one failing call leaves the others standing.
 */
export function ChartCard({
  state,
  errorMessage,
  onRetry,
  emptyTitle = chartText.emptyTitle,
  emptyDescription,
  summary,
  children,
  ...figure
}: ChartCardProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} miw={0} aria-busy={state === 'loading'}>
      <ChartFigure {...figure} summary={state === 'ready' ? summary : undefined}>
        {state === 'loading' && <LoadingState />}
        {state === 'error' && <ErrorState message={errorMessage ?? ''} onRetry={onRetry} />}
        {state === 'empty' && <EmptyState title={emptyTitle} description={emptyDescription} />}
        {state === 'ready' && children}
      </ChartFigure>
    </Paper>
  );
}
