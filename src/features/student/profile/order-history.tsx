import { Group, Pagination, Paper, Stack, Text, Title, type MantineColor } from '@mantine/core';
import { useId, useState } from 'react';
import { useListPaymentOrders } from '@/api/generated/endpoints/payment/payment';
import type { PaymentOrderSummary, PaymentStatus } from '@/api/generated/model';
import { formatJalaliDateTime } from '@/shared/dates';
import { formatNumber, formatToman, toPersianDigits } from '@/shared/digits';
import { paths } from '@/shared/routing/paths';
import { EmptyState, QueryState } from '@/shared/ui/states';
import { TextLink } from '@/shared/ui/text-link';
import { Ltr, ReadOnlyList, ReadOnlyRow } from './read-only-list';
import { t } from './strings';
import { StatusChip } from '@/shared/ui/status-chip';

const PAGE_SIZE = 10;

/** Each status in a colour as well as a word, so colour is never the only sign; dark shades keep white text at 4.5:1. */
const statusColor: Record<PaymentStatus, MantineColor> = {
  paid: 'teal.9',
  pending: 'blue.9',
  failed: 'red.9',
  cancelled: 'gray.7',
};

/** The pupil's orders, newest first, a page at a time: plan, Toman amounts, status in words, Jalali date. */
export function OrderHistory() {
  const [page, setPage] = useState(1);
  const orders = useListPaymentOrders({ page, size: PAGE_SIZE });
  const headingId = useId();

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={3} size="h4" id={headingId}>
        {t.subscription.orders}
      </Title>
      <QueryState
        query={orders}
        isEmpty={(data) => data.results.length === 0}
        empty={<EmptyState title={t.subscription.noOrders} description={t.subscription.noOrdersHint} />}
      >
        {(data) => (
          <>
            <Stack
              component="ul"
              aria-label={t.subscription.ordersList}
              gap="sm"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {data.results.map((order) => (
                <li key={order.order_id}>
                  <OrderCard order={order} />
                </li>
              ))}
            </Stack>
            {data.total_pages > 1 && (
              <Pagination
                total={data.total_pages}
                value={page}
                onChange={setPage}
                aria-label={t.subscription.pages}
                getItemProps={(item) => ({ children: formatNumber(item), 'aria-label': t.subscription.page(item) })}
                getControlProps={(control) => ({ 'aria-label': t.subscription.controls[control] })}
              />
            )}
          </>
        )}
      </QueryState>
    </Stack>
  );
}

function OrderCard({ order }: { order: PaymentOrderSummary }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="wrap" gap="xs" mb="xs">
        <Text fw={700}>{order.plan_title}</Text>
        <StatusChip color={statusColor[order.status]} variant="filled">
          {t.subscription.status[order.status]}
        </StatusChip>
      </Group>
      <ReadOnlyList>
        <ReadOnlyRow label={t.subscription.orderNumber}>{toPersianDigits(String(order.order_id))}</ReadOnlyRow>
        <ReadOnlyRow label={t.subscription.createdAt}>{formatJalaliDateTime(order.created_at)}</ReadOnlyRow>
        {order.discount_amount > 0 && (
          <>
            <ReadOnlyRow label={t.subscription.originalPrice}>{formatToman(order.original_price)}</ReadOnlyRow>
            <ReadOnlyRow
              label={
                order.discount_code ? (
                  <>
                    {t.subscription.discount} <Ltr value={t.subscription.code(order.discount_code)} />
                  </>
                ) : (
                  t.subscription.discount
                )
              }
            >
              {formatToman(order.discount_amount)}
            </ReadOnlyRow>
          </>
        )}
        <ReadOnlyRow label={t.subscription.amount}>{formatToman(order.amount)}</ReadOnlyRow>
        {order.reference_number && (
          <ReadOnlyRow label={t.subscription.reference}>
            <Ltr value={toPersianDigits(order.reference_number)} />
          </ReadOnlyRow>
        )}
      </ReadOnlyList>
      <TextLink to={paths.student.bankReceiptHref(order.status, order.order_id)}>
        {t.subscription.receiptOf(toPersianDigits(String(order.order_id)))}
      </TextLink>
    </Paper>
  );
}
