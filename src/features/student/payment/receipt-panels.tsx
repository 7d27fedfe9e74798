import { Button, CheckIcon, CloseIcon, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { getGetProfileBriefQueryKey, getGetProfileQueryKey } from '@/api/generated/endpoints/member/member';
import { getListPaymentOrdersQueryKey, getListPaymentPlansQueryKey } from '@/api/generated/endpoints/payment/payment';
import type { PaymentReceipt } from '@/api/generated/model';
import { formatJalaliDate, formatJalaliDateTime } from '@/shared/dates';
import { formatToman, toPersianDigits } from '@/shared/digits';
import { paths } from '@/shared/routing/paths';
import { TextLink } from '@/shared/ui/text-link';
import { DetailList, DetailRow, Ltr } from './detail-list';
import { t } from './strings';

type Receipt = { receipt: PaymentReceipt };

/** The status at the top of a receipt: a mark, the page's h1 and what it means, said to «تو». */
function StatusHead({ receipt, mark }: Receipt & { mark: ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      {mark}
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t.receipt.titles[receipt.status]}
        </Title>
        <Text>{t.receipt.leads[receipt.status]}</Text>
      </Stack>
    </Group>
  );
}

function Details({ receipt, children }: Receipt & { children?: ReactNode }) {
  return (
    <Paper component="section" aria-label={t.receipt.detailsLabel} withBorder radius="lg" p="md">
      <DetailList>
        <DetailRow label={t.receipt.plan}>{receipt.plan_title}</DetailRow>
        <DetailRow label={t.receipt.amount}>{formatToman(receipt.amount)}</DetailRow>
        {children}
        <DetailRow label={t.receipt.orderNumber}>{toPersianDigits(String(receipt.order_id))}</DetailRow>
      </DetailList>
    </Paper>
  );
}

/**
 * Paid: the receipt, the new end date and what to do next. The profile (its plan and end date),
 * the plans' «طرح فعلی تو» and the order history are asked again wherever they are shown next.
 */
export function PaidReceipt({ receipt }: Receipt) {
  const queryClient = useQueryClient();
  useEffect(() => {
    for (const queryKey of [
      getGetProfileQueryKey(),
      getGetProfileBriefQueryKey(),
      getListPaymentPlansQueryKey(),
      getListPaymentOrdersQueryKey(),
    ])
      void queryClient.invalidateQueries({ queryKey });
  }, [queryClient, receipt.order_id]);

  const nextId = useId();
  const mark = (
    <ThemeIcon color="teal.9" size={48} radius="xl" aria-hidden>
      <CheckIcon size={22} />
    </ThemeIcon>
  );
  return (
    <Stack gap="lg" maw={640}>
      <StatusHead receipt={receipt} mark={mark} />
      <Details receipt={receipt}>
        {receipt.reference_number && (
          <DetailRow label={t.receipt.reference}>
            <Ltr>{toPersianDigits(receipt.reference_number)}</Ltr>
          </DetailRow>
        )}
        {receipt.card_number && (
          <DetailRow label={t.receipt.card}>
            <Ltr>{toPersianDigits(receipt.card_number)}</Ltr>
          </DetailRow>
        )}
        {receipt.paid_at && <DetailRow label={t.receipt.paidAt}>{formatJalaliDateTime(receipt.paid_at)}</DetailRow>}
        {receipt.expires_at && (
          <DetailRow label={t.receipt.expiresAt} strong>
            {formatJalaliDate(receipt.expires_at)}
          </DetailRow>
        )}
      </Details>
      <Stack component="section" aria-labelledby={nextId} gap="xs">
        <Title order={2} size="h4" id={nextId}>
          {t.receipt.nextTitle}
        </Title>
        <Text>{t.receipt.nextLead}</Text>
        <Group gap="sm">
          <Button component={Link} to={paths.student.home} mih={44}>
            {t.receipt.toDashboard}
          </Button>
          <Button component={Link} to={paths.student.profileTabHref('subscription')} variant="light" mih={44}>
            {t.receipt.toSubscription}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}

/** Failed or cancelled: the server's line, «تلاش دوباره» for the same plan and a way back to the plans. */
export function FailedReceipt({ receipt }: Receipt) {
  const mark = (
    <ThemeIcon color={receipt.status === 'cancelled' ? 'gray.7' : 'red.9'} size={48} radius="xl" aria-hidden>
      <CloseIcon size="22" />
    </ThemeIcon>
  );
  const again = paths.student.paymentHref(receipt.plan_id);
  return (
    <Stack gap="lg" maw={640}>
      <StatusHead receipt={receipt} mark={mark} />
      <Details receipt={receipt} />
      <Group gap="sm">
        <Button component={Link} to={again} mih={44}>
          {t.receipt.retry}
        </Button>
        <TextLink to={paths.student.plans}>{t.backToPlans}</TextLink>
      </Group>
    </Stack>
  );
}

/** Pending: the bank has not confirmed; asked again every few seconds, then told it comes by SMS. */
export function PendingReceipt({ receipt, gaveUp, onAskAgain }: Receipt & { gaveUp: boolean; onAskAgain: () => void }) {
  const mark = <Loader size={40} aria-hidden />;
  return (
    <Stack gap="lg" maw={640}>
      <StatusHead receipt={receipt} mark={mark} />
      <div aria-live="polite">
        {gaveUp ? (
          <Stack gap="sm" align="flex-start">
            <Text>{t.receipt.stillPending}</Text>
            <Group gap="sm">
              <Button onClick={onAskAgain} mih={44}>
                {t.receipt.askAgain}
              </Button>
              <TextLink to={paths.student.profileTabHref('subscription')}>{t.receipt.toSubscription}</TextLink>
            </Group>
          </Stack>
        ) : (
          <Text c="dimmed">{t.receipt.polling}</Text>
        )}
      </div>
      <Details receipt={receipt} />
    </Stack>
  );
}
