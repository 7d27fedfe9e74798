import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useGetPaymentReceipt } from '@/api/generated/endpoints/payment/payment';
import { parseId } from '@/shared/digits';
import { paths } from '@/shared/routing/paths';
import { queryFallback } from '@/shared/ui/states';
import { TextLink } from '@/shared/ui/text-link';
import { NotFoundPanel } from './not-found-panel';
import { FailedReceipt, PaidReceipt, PendingReceipt } from './receipt-panels';
import { t } from './strings';

/** Asked again this often while the bank has not confirmed. */
export const POLL_MS = 3000;
/** …and this many times (a minute); then the page says the result comes by SMS (the contract's rule). */
export const POLL_TIMES = 20;

/**
 * /bank-receipt/{status}?orderId= — where the bank (or the mock's bank page) returns. The route's
 * status is only the bank's hint: the receipt call says what became of the order, and it is asked
 * again every 3 s while pending.
 */
export function ReceiptScreen() {
  useDocumentTitle(t.receipt.documentTitle);
  const orderId = parseId(useSearchParams()[0].get('orderId'));
  const queryClient = useQueryClient();
  const receipt = useGetPaymentReceipt(orderId ?? 0, {
    query: {
      enabled: orderId !== null,
      refetchInterval: (query) =>
        query.state.data?.status === 'pending' && query.state.dataUpdateCount <= POLL_TIMES ? POLL_MS : false,
    },
  });

  if (orderId === null || receipt.error?.status === 404) {
    return (
      <NotFoundPanel title={t.receipt.missing} lead={t.receipt.missingLead}>
        <TextLink to={paths.student.profileTabHref('subscription')}>{t.receipt.toSubscription}</TextLink>
      </NotFoundPanel>
    );
  }
  if (receipt.isSuccess) {
    const data = receipt.data;
    // Reading dataUpdatedAt re-renders the page on every answer, even an unchanged one, so the
    // count of answers (the polls so far) is current.
    const answers = receipt.dataUpdatedAt ? (queryClient.getQueryState(receipt.queryKey)?.dataUpdateCount ?? 0) : 0;
    if (data.status === 'paid') return <PaidReceipt receipt={data} />;
    // Not a failed read: the bank has not answered yet, and «ask again» polls once more.
    if (data.status === 'pending')
      return <PendingReceipt receipt={data} gaveUp={answers > POLL_TIMES} onAskAgain={() => void receipt.refetch()} />;
    return <FailedReceipt receipt={data} />;
  }
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t.receipt.heading}
      </Title>
      {queryFallback([receipt])}
    </Stack>
  );
}
