import { Alert, Box, Button, Center, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { common } from '@/shared/i18n/common';
import { errors, messageOf } from '@/shared/i18n/errors';
import { queryPhase, type QueryLike } from './query-phase';

/**
 * A screen or section being loaded: grey bars where its content will be (a skeleton, calmer than a
 * spinner on a slow network) and what is loading, in words; `fullPage` centres it in the viewport.
 */
export function LoadingState({ fullPage = false, label = common.loading }: { fullPage?: boolean; label?: string }) {
  return (
    <Center mih={fullPage ? '100dvh' : 160} role="status" aria-live="polite" py="md">
      <Stack gap="sm" w="100%" maw={fullPage ? 480 : undefined} px={fullPage ? 'md' : undefined}>
        <Box aria-hidden>
          <Skeleton height={16} radius="xl" width="45%" mb="sm" />
          <Skeleton height={12} radius="xl" mb={8} />
          <Skeleton height={12} radius="xl" width="85%" mb={8} />
          <Skeleton height={12} radius="xl" width="65%" />
        </Box>
        <Text c="dimmed" size="sm" ta="center">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}

/** A failed call: the catalogued Persian message and, when `onRetry` is given, a retry button. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert color="red" title={common.errorTitle} role="alert" variant="light">
      <Stack gap="sm" align="flex-start">
        <Text>{message}</Text>
        {onRetry && (
          <Button variant="white" color="red" onClick={onRetry} mih={44}>
            {common.retry}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** Nothing to show yet: a short Persian explanation and an optional action. */
export function EmptyState({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <Text fw={700} size="lg">
        {title}
      </Text>
      {description && <Text c="dimmed">{description}</Text>}
      {action}
    </Stack>
  );
}

interface QueryStateOptions {
  /** What the skeleton says is loading (default «در حال بارگذاری…»). */
  loadingLabel?: string;
  /** The catalogued message when the server sent none (default «خطا در دریافت اطلاعات»). */
  errorMessage?: string;
}

/**
 * What a screen shows in place of its content while any of `queries` is loading or after one has
 * failed, or `null` when all have their data: `const waiting = queryFallback([a, b]); if (waiting)
 * return waiting;`. The retry fetches again every query that failed.
 */
export function queryFallback(
  queries: readonly QueryLike<unknown>[],
  { loadingLabel, errorMessage = errors.fetchData }: QueryStateOptions = {},
): ReactNode {
  const phases = queries.map((query) => queryPhase(query));
  if (phases.includes('loading')) return <LoadingState label={loadingLabel} />;
  const failed = queries.filter((_, index) => phases[index] === 'error');
  const [first] = failed;
  if (!first) return null;
  return (
    <ErrorState
      message={messageOf(first.error, errorMessage)}
      onRetry={() => failed.forEach((query) => void query.refetch())}
    />
  );
}

interface QueryStateProps<T> extends QueryStateOptions {
  query: QueryLike<T>;
  /** When the answer has nothing to show (default: never). */
  isEmpty?: (data: T) => boolean;
  /** What shows then, usually an `EmptyState`. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * One query's loading (skeleton), error (the catalogued message with «تلاش دوباره»), empty and
 * ready states: every screen and section decides them by the same rule (`queryPhase`).
 */
export function QueryState<T>({ query, isEmpty, empty = null, children, ...options }: QueryStateProps<T>) {
  const waiting = queryFallback([query], options);
  if (waiting) return waiting;
  const data = query.data as T;
  return isEmpty?.(data) ? empty : children(data);
}
