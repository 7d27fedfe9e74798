import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Profile } from '@/api/generated/model';
import { paths } from '@/shared/routing/paths';
import { OrderHistory } from './order-history';
import { ProfileGate } from '@/shared/profile/profile-gate';
import { planEndOf, planOf } from './profile-values';
import { t } from './strings';

/** /profile/subscription: the current plan with its Jalali end, a way to the plans, and the order history. */
export function SubscriptionTab() {
  return (
    <Stack gap="xl">
      <Title order={2} size="h3">
        {t.tabs.names.subscription}
      </Title>
      <ProfileGate>{(profile) => <CurrentPlan profile={profile} />}</ProfileGate>
      <OrderHistory />
    </Stack>
  );
}

function CurrentPlan({ profile }: { profile: Profile }) {
  const plan = planOf(profile.plan);
  const end = planEndOf(plan);
  return (
    <Paper component="section" aria-label={t.subscription.current} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xs" align="flex-start">
        <Text c="dimmed" size="sm">
          {t.subscription.current}
        </Text>
        <Text fw={700} size="lg">
          {plan.title}
        </Text>
        {end && <Text c={plan.ended ? 'red.8' : undefined}>{end}</Text>}
        <Button component={Link} to={paths.student.plans} variant="light" mih={44} mt="xs">
          {t.subscription.plans}
        </Button>
      </Stack>
    </Paper>
  );
}
