import { Group, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { t } from './strings';

/** A list without bullets, so screen readers still count its items. */
export function WorkList({ children }: { children: ReactNode }) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

interface WorkItemProps {
  to: string;
  title: string;
  /** Lines under the title: course, due date, counts. */
  details: string[];
  /** 0–100. */
  percent: number;
  /** Replaces «۳۳٪ انجام شده» (for a finished package: «تمام شد»). */
  status?: string;
}

/** One piece of work as a whole-card link: title, details and how far the pupil has come. */
export function WorkItem({ to, title, details, percent, status }: WorkItemProps) {
  return (
    <li>
      <UnstyledButton
        component={Link}
        to={to}
        display="block"
        w="100%"
        mih={44}
        p="sm"
        style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}
      >
        <Text fw={700}>{title}</Text>
        {details.map((line) => (
          <Text key={line} size="sm" c="dimmed">
            {line}
          </Text>
        ))}
        <Group gap="sm" wrap="nowrap" mt={6}>
          {/* Drawn only: the text beside it says the same in words. */}
          <Progress
            value={percent}
            flex={1}
            size="md"
            radius="xl"
            color={percent >= 100 ? 'teal' : undefined}
            aria-hidden
          />
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {status ?? t.percentDone(percent)}
          </Text>
        </Group>
      </UnstyledButton>
    </li>
  );
}
