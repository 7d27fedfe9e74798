import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { pageTitle } from '@/shared/ui/page-title';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import type { QueryLike } from '@/shared/ui/query-phase';
import { EmptyState, QueryState } from '@/shared/ui/states';
import { TextLink } from '@/shared/ui/text-link';
import { t } from './strings';

interface ReportPageProps {
  title: string;
  subtitle?: string;
  /** The way up one level (default none: the home has no parent). */
  back?: { to: string; label: string };
  children: ReactNode;
}

/** A quiz-report page: the way back, the one h1 (which names the tab too), then the body. */
export function ReportPage({ title, subtitle, back, children }: ReportPageProps) {
  useDocumentTitle(pageTitle(title, subtitle));
  return (
    <Stack gap="lg" maw={960}>
      {back && (
        <TextLink to={back.to} data-no-print style={{ alignSelf: 'flex-start', alignItems: 'center' }}>
          {back.label}
        </TextLink>
      )}
      <ScreenHeading title={title} subtitle={subtitle} />
      {children}
    </Stack>
  );
}

interface QueryGateProps<T> {
  query: QueryLike<T>;
  /** Whether the answer has nothing to show (default: never). */
  isEmpty?: (data: T) => boolean;
  /** The empty state's title. */
  emptyTitle?: string;
  emptyDescription?: string;
  children: (data: T) => ReactNode;
}

/** Loading, error with retry, empty, or the loaded body of one query (either role's), by `QueryState`. */
export function QueryGate<T>({ query, isEmpty, emptyTitle, emptyDescription, children }: QueryGateProps<T>) {
  return (
    <QueryState
      query={query}
      isEmpty={isEmpty}
      empty={<EmptyState title={emptyTitle ?? ''} description={emptyDescription} />}
    >
      {children}
    </QueryState>
  );
}

/** The route's ids are not numbers: nothing to ask for. */
export function NotFound() {
  return <EmptyState title={t.notFound.title} description={t.notFound.description} />;
}
