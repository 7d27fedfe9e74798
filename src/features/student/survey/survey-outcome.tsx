import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { withoutEmoji } from './survey-answers';
import { t } from './strings';

/**
 * Where a survey ends: thanks after sending, «already answered», or «no longer open» — each with
 * the way back to the dashboard. It takes the focus when it appears, as the form it replaces
 * (with the button just pressed) is gone.
 */
export function SurveyOutcome({ title, message }: { title?: string; message: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <Paper ref={box} tabIndex={-1} role="status" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="teal.0">
      <Stack align="flex-start" gap="sm">
        {title && (
          <Title order={2} size="h3">
            {title}
          </Title>
        )}
        <Text size="lg" fw={600}>
          {withoutEmoji(message)}
        </Text>
        <Button component={Link} to={paths.student.home} mih={44}>
          {t.done.home}
        </Button>
      </Stack>
    </Paper>
  );
}
