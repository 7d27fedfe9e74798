import { Paper, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { ApiError } from '@/api/api-error';
import { pageTitle } from '@/shared/ui/page-title';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState, QueryState } from '@/shared/ui/states';
import { TextLink } from '@/shared/ui/text-link';
import { t } from './strings';
import type { ViewQuery } from './use-homework-data';

interface PageFrameProps {
  title: string;
  subtitle?: string;
  /** The way up one level. */
  back: { to: string; label: string };
  children: ReactNode;
}

/** A homework page: the way back, the one h1 (which names the tab too), then the body. */
export function PageFrame({ title, subtitle, back, children }: PageFrameProps) {
  useDocumentTitle(pageTitle(title, subtitle));
  return (
    <Stack gap="lg" maw={960}>
      <TextLink to={back.to} style={{ alignSelf: 'flex-start', alignItems: 'center' }}>
        {back.label}
      </TextLink>
      <ScreenHeading title={title} subtitle={subtitle} />
      {children}
    </Stack>
  );
}

/** The route's ids are not numbers, or the server has no such homework or pupil: nothing to show. */
export function NotFound() {
  return <EmptyState title={t.notFound.title} description={t.notFound.description} />;
}

interface GateProps<T> {
  query: ViewQuery<T>;
  children: (data: T) => ReactNode;
}

/** Loading, 404, error with retry, or the loaded body of one view query. */
export function Gate<T>({ query, children }: GateProps<T>) {
  // A 404 is an answer, not a failure: retrying would not help.
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
  return <QueryState query={query}>{children}</QueryState>;
}

/** One headline number with its label. */
export function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text c="dimmed" size="sm">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Paper>
  );
}
