import { Alert, Button, Stack, Text } from '@mantine/core';
import type { PaymentPlan } from '@/api/generated/model';
import { DiscountField } from './discount-field';
import { OrderSummary } from './order-summary';
import { t } from './strings';
import { useCampaignCode } from './use-campaign-code';
import { useDiscount } from './use-discount';
import { usePay } from './use-pay';

/** The checkout of one plan: summary, discount code and «پرداخت» (see usePay and useDiscount). */
export function Checkout({ plan }: { plan: PaymentPlan }) {
  const discount = useDiscount(plan.id, useCampaignCode());
  const { pay, busy, status, error } = usePay();
  return (
    <Stack gap="lg">
      <OrderSummary plan={plan} applied={discount.applied} />
      <DiscountField discount={discount} />
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t.checkout.payNote}
        </Text>
        <Button
          size="md"
          mih={48}
          onClick={() => pay(plan.id, discount.code)}
          // While a code is being checked the price is not known yet.
          disabled={busy || discount.checking}
          loading={busy}
          style={{ alignSelf: 'flex-start' }}
        >
          {t.checkout.pay}
        </Button>
        <div aria-live="polite">{status && <Text c="dimmed">{status}</Text>}</div>
        {error && (
          <Alert color="red" role="alert" variant="light">
            {error}
          </Alert>
        )}
      </Stack>
    </Stack>
  );
}
