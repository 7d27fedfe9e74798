import { Group, Radio, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import type { PaymentPlan } from '@/api/generated/model';
import { t } from './strings';
import { StatusChip } from '@/shared/ui/status-chip';

interface PlanPickerProps {
  plans: PaymentPlan[];
  /** The chosen plan's id. */
  value: number;
  onChange: (planId: number) => void;
  label: string;
}

/**
 * Every plan as a large radio card (title, current mark, price and duration). Tab reaches the
 * group once and the arrows move the choice, as in the practice engine's choice cards.
 */
export function PlanPicker({ plans, value, onChange, label }: PlanPickerProps) {
  const baseId = useId();
  return (
    <Radio.Group
      value={String(value)}
      onChange={(next) => onChange(Number(next))}
      label={label}
      labelProps={{ fw: 700, mb: 'xs' }}
    >
      <Stack gap="xs">
        {plans.map((plan) => {
          const priceId = `${baseId}-${plan.id}`;
          return (
            <Radio.Card
              key={plan.id}
              value={String(plan.id)}
              tabIndex={plan.id === value ? 0 : -1}
              aria-label={plan.is_current ? `${plan.title}، ${t.current}` : plan.title}
              aria-describedby={priceId}
              radius="md"
              p="sm"
              mih={56}
            >
              <Group wrap="nowrap" gap="sm">
                <Radio.Indicator size="md" />
                <Group justify="space-between" wrap="wrap" gap="xs" flex={1}>
                  <Group gap="xs">
                    <Text fw={600}>{plan.title}</Text>
                    {plan.is_current && (
                      <StatusChip color="teal.9" variant="filled">
                        {t.current}
                      </StatusChip>
                    )}
                  </Group>
                  <Text id={priceId}>{t.priceFor(plan.price, plan.duration_months)}</Text>
                </Group>
              </Group>
            </Radio.Card>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
