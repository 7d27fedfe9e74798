import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { DashboardSection } from '@/shared/ui/dashboard-section';

interface HomeSectionProps {
  title: string;
  /** A link beside the heading («همهٔ کلاس‌ها»); none by default. */
  action?: { label: string; to: string };
  children: ReactNode;
}

/** One card of the manager's home: the shared section card, its parts stacked. */
export function HomeSection({ title, action, children }: HomeSectionProps) {
  return (
    <DashboardSection title={title} action={action}>
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
