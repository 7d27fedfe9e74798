import { Group, Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { TextLink } from '@/shared/ui/text-link';
import type { QueryLike } from '@/shared/ui/query-phase';
import { QueryState } from '@/shared/ui/states';

/** A link in a section's corner, ≥ 44 px tall. */
export function CornerLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <TextLink to={to} fw={600}>
      {children}
    </TextLink>
  );
}

interface DashboardSectionProps {
  title: string;
  /** Heading level: 3 inside «کارهای امروز», 2 otherwise (default 2). */
  order?: 2 | 3;
  /** A link beside the heading («همهٔ مرورها»); none by default. */
  action?: { label: string; to: string };
  /** CSS `flex` when the card sits in a row that wraps (none by default). */
  flex?: string;
  children: ReactNode;
}

/** One card of a home page (the pupil's dashboard, the teacher's home): a region named by its heading, with an optional corner link. */
export function DashboardSection({ title, order = 2, action, flex, children }: DashboardSectionProps) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} flex={flex}>
      <Group justify="space-between" align="center" gap="xs" mb="sm">
        <Title id={id} order={order} size="h4">
          {title}
        </Title>
        {action && <CornerLink to={action.to}>{action.label}</CornerLink>}
      </Group>
      {children}
    </Paper>
  );
}

/** A section card whose parts stack with a small gap (the teacher's home, a school's dashboard). */
export function StackedSection({ children, ...props }: Omit<DashboardSectionProps, 'order' | 'flex'>) {
  return (
    <DashboardSection {...props}>
      <Stack gap="sm">{children}</Stack>
    </DashboardSection>
  );
}

/** A list without bullets, so screen readers still count its items. */
export function PlainList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Stack component="ul" aria-label={label} gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

interface QueryBodyProps<T> {
  query: QueryLike<T>;
  /** What the skeleton says while this section loads. */
  loading: string;
  /** What shows when the answer has nothing for this section. */
  empty: ReactNode;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** One section's own states (`QueryState`), so a failing call blanks only its section. */
export function QueryBody<T>({ query, loading, empty, isEmpty, children }: QueryBodyProps<T>) {
  return (
    <QueryState query={query} loadingLabel={loading} isEmpty={isEmpty} empty={empty}>
      {children}
    </QueryState>
  );
}
