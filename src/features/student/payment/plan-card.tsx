import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { PaymentPlan } from '@/api/generated/model';
import { preOrderHref } from './payment-values';
import { PlanFeatures, PlanPrice } from './plan-parts';
import { t } from './strings';
import { StatusChip } from '@/shared/ui/status-chip';

/** One plan on /plans: ribbon, title, duration, price, features and «انتخاب» to the pre-order step. */
export function PlanCard({ plan, code }: { plan: PaymentPlan; code: string | null }) {
  return (
    <Paper
      component="article"
      aria-labelledby={`plan-${plan.id}`}
      withBorder
      radius="lg"
      p="lg"
      h="100%"
      style={plan.is_recommended ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap="md" h="100%">
        {(plan.is_recommended || plan.is_current) && (
          <Group gap="xs">
            {plan.is_recommended && <StatusChip variant="filled">{t.recommended}</StatusChip>}
            {plan.is_current && (
              <StatusChip color="teal.9" variant="filled">
                {t.current}
              </StatusChip>
            )}
          </Group>
        )}
        <div>
          <Title order={2} size="h3" id={`plan-${plan.id}`}>
            {plan.title}
          </Title>
          <Text c="dimmed">{t.plans.duration(t.months(plan.duration_months))}</Text>
        </div>
        <PlanPrice plan={plan} />
        <PlanFeatures plan={plan} />
        <Button
          component={Link}
          to={preOrderHref(plan.id, code)}
          aria-label={t.plans.chooseNamed(plan.title)}
          variant={plan.is_recommended ? 'filled' : 'light'}
          mih={44}
          mt="auto"
          fullWidth
        >
          {t.plans.choose}
        </Button>
      </Stack>
    </Paper>
  );
}
