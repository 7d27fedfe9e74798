import { Group, Paper, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { errors, messageOf } from '@/shared/i18n/errors';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { TextLink } from '@/shared/ui/text-link';

interface HomeSectionProps {
  title: string;
  /** A link beside the heading («همهٔ تکلیف‌ها»); none by default. */
  action?: { label: string; to: string };
  children: ReactNode;
}

/** One card of the home: a region named by its h2, with an optional corner link. */
export function HomeSection({ title, action, children }: HomeSectionProps) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="center" gap="xs" mb="sm">
        <Title id={id} order={2} size="h4">
          {title}
        </Title>
        {action && (
          <TextLink to={action.to} fw={600}>
            {action.label}
          </TextLink>
        )}
      </Group>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

type QueryLike<T> = Pick<UseQueryResult<T, unknown>, 'data' | 'error' | 'isError' | 'isFetching' | 'isPending'> & {
  refetch: () => unknown;
};

interface QueryBodyProps<T> {
  query: QueryLike<T>;
  /** What the spinner says while this part loads. */
  loading: string;
  /** What shows when the answer has nothing for this part. */
  empty: ReactNode;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/**
 * One part's own loading, error (catalogued message + retry) and empty states, so a failing call
 * blanks only its part of the page. A retry shows the spinner again, so the teacher sees it acted.
 */
export function QueryBody<T>({ query, loading, empty, isEmpty, children }: QueryBodyProps<T>) {
  if (query.isPending || (query.isError && query.isFetching)) return <LoadingState label={loading} />;
  if (query.isError || query.data === undefined) {
    return <ErrorState message={messageOf(query.error, errors.fetchData)} onRetry={() => void query.refetch()} />;
  }
  return isEmpty(query.data) ? empty : children(query.data);
}

/** A list without bullets, so screen readers still count its items. */
export function PlainList({ children }: { children: ReactNode }) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}
