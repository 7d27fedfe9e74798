import { Paper, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import type { DiscountCheck, PaymentPlan } from '@/api/generated/model';
import { formatToman } from '@/shared/digits';
import { DetailList, DetailRow } from './detail-list';
import { t } from './strings';

/** The order before paying: plan, duration, price, what an accepted code takes off and what is paid. */
export function OrderSummary({ plan, applied }: { plan: PaymentPlan; applied: DiscountCheck | null }) {
  const headingId = useId();
  // The check's own prices win: they are the server's for this plan now.
  const price = applied?.original_price ?? plan.price;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t.checkout.summaryTitle}
        </Title>
        <DetailList>
          <DetailRow label={t.checkout.plan}>{plan.title}</DetailRow>
          <DetailRow label={t.checkout.duration}>{t.months(plan.duration_months)}</DetailRow>
          <DetailRow label={t.checkout.price}>{formatToman(price)}</DetailRow>
          {applied && (
            <DetailRow label={t.checkout.codeDiscount(applied.code)}>{formatToman(applied.discount_amount)}</DetailRow>
          )}
          <DetailRow label={t.checkout.payable} strong>
            {formatToman(applied?.final_price ?? plan.price)}
          </DetailRow>
        </DetailList>
      </Stack>
    </Paper>
  );
}
