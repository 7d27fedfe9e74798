import { Group, List, Stack, Text, ThemeIcon, VisuallyHidden, CheckIcon } from '@mantine/core';
import type { PaymentPlan } from '@/api/generated/model';
import { formatToman } from '@/shared/digits';
import { t } from './strings';
import { StatusChip } from '@/shared/ui/status-chip';

/** A plan's price in Toman, the original struck through when larger, its own reduction and «ماهی … تومان». */
export function PlanPrice({ plan, size = 'xl' }: { plan: PaymentPlan; size?: 'lg' | 'xl' }) {
  const reduced = plan.original_price > plan.price;
  return (
    <Stack gap={2}>
      {reduced && (
        <Group gap="xs">
          <Text c="dimmed" td="line-through" size="sm">
            <VisuallyHidden>{t.originalPrice}</VisuallyHidden>
            {formatToman(plan.original_price)}
          </Text>
          {plan.discount_percent > 0 && (
            <StatusChip color="red.9" variant="filled">
              {t.planOff(plan.discount_percent)}
            </StatusChip>
          )}
        </Group>
      )}
      <Text fw={800} size={size}>
        {formatToman(plan.price)}
      </Text>
      {plan.duration_months > 1 && plan.monthly_price !== undefined && (
        <Text size="sm" c="dimmed">
          {t.perMonth(plan.monthly_price)}
        </Text>
      )}
    </Stack>
  );
}

/** What a plan includes, one ticked line each (the tick is decoration: the list says it). */
export function PlanFeatures({ plan }: { plan: PaymentPlan }) {
  return (
    <List
      aria-label={t.featuresOf(plan.title)}
      spacing="xs"
      icon={
        <ThemeIcon color="teal.8" size={22} radius="xl" aria-hidden>
          <CheckIcon size={12} />
        </ThemeIcon>
      }
    >
      {plan.features.map((feature) => (
        <List.Item key={feature}>{feature}</List.Item>
      ))}
    </List>
  );
}
