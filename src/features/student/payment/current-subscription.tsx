import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { Plan } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';
import { daysUntil } from '@/shared/dates';
import { t } from './strings';
import { subscriptionLine } from '@/shared/status/subscription';

/**
 * The pupil's subscription now (from the profile): the running plan with its Jalali end and days
 * left (or the last one, ended), then any plan waiting its turn, or none.
 */
export function CurrentSubscription({ plan, queued, today }: { plan: Plan | null; queued: Plan[]; today: string }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p="md">
      <Stack gap={4}>
        <Title order={2} size="h4" id={headingId}>
          {t.preOrder.currentTitle}
        </Title>
        {plan ? <PlanLine plan={plan} today={today} /> : <Text>{t.preOrder.noPlan}</Text>}
        {queued.map((next) => (
          <Text key={`${next.id}-${next.starts_at}`}>
            <Text span fw={700}>
              {next.title}
            </Text>
            {t.preOrder.queuedSeparator}
            {subscriptionLine(next)}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

function PlanLine({ plan, today }: { plan: Plan; today: string }) {
  const days = daysUntil(plan.expires_at, today);
  const end = formatJalaliDate(plan.expires_at);
  return (
    <>
      <Text fw={700}>{plan.title}</Text>
      {plan.status === 'ended' ? (
        <Text c="red.9">{t.preOrder.endedOn(end)}</Text>
      ) : (
        <Text>{t.preOrder.validFor(end, Math.max(0, days))}</Text>
      )}
    </>
  );
}
