import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Plan, Profile } from '@/api/generated/model';
import { paths } from '@/shared/routing/paths';
import { subscriptionLine } from '@/shared/status/subscription';
import { OrderHistory } from './order-history';
import { ProfileGate } from '@/shared/profile/profile-gate';
import { planOf } from './profile-values';
import { t } from './strings';

/**
 * /profile/subscription: the running plan with its Jalali end (or the last one, ended), the plans
 * bought after it waiting their turn, a way to the plans, and the order history.
 */
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
  return (
    <Paper component="section" aria-label={t.subscription.current} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xs" align="flex-start">
        <Text c="dimmed" size="sm">
          {t.subscription.current}
        </Text>
        <Text fw={700} size="lg">
          {plan.title}
        </Text>
        {plan.line && <Text c={plan.ended ? 'red.8' : undefined}>{plan.line}</Text>}
        {profile.queued_plans.length > 0 && <QueuedPlans plans={profile.queued_plans} />}
        <Button component={Link} to={paths.student.plans} variant="light" mih={44} mt="xs">
          {t.subscription.plans}
        </Button>
      </Stack>
    </Paper>
  );
}

/** Plans paid for while another runs: each starts when the one before it ends. */
function QueuedPlans({ plans }: { plans: Plan[] }) {
  return (
    <Stack component="ul" aria-label={t.subscription.queued} gap={4} p={0} m={0} mt="xs">
      {plans.map((plan) => (
        <Group component="li" key={`${plan.id}-${plan.starts_at}`} gap="xs" style={{ listStyle: 'none' }}>
          <Text fw={600}>{plan.title}</Text>
          <Text>{subscriptionLine(plan)}</Text>
        </Group>
      ))}
    </Stack>
  );
}
