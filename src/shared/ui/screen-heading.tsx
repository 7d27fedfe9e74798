import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen's one `<h1>` (styled as h2, for small auth cards) with an optional dimmed subtitle. */
export function ScreenHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <div>
      <Title order={1} size="h2">
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" mt={4}>
          {subtitle}
        </Text>
      )}
    </div>
  );
}
