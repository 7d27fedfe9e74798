import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useGetPaymentPlan, useListPaymentPlans } from '@/api/generated/endpoints/payment/payment';
import { errors, messageOf } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import { TextLink } from '@/shared/ui/text-link';
import { Checkout } from './checkout';
import { NotFoundPanel } from './not-found-panel';
import { positiveIdOf, startingPlan } from './payment-values';
import { PlanPicker } from './plan-picker';
import { t } from './strings';
import { usePlanParam } from './use-plan-param';

/** /payment/{id} (one plan) and /payment (a plan picker first, the recommended plan chosen). */
export function CheckoutScreen() {
  useDocumentTitle(t.checkout.documentTitle);
  const { id } = useParams();
  return id === undefined ? <PickAndPay /> : <PayForPlan planId={positiveIdOf(id)} />;
}

function Page({ children }: { children: ReactNode }) {
  return (
    <Stack gap="xl" maw={640}>
      <TextLink to={paths.student.plans}>{t.backToPlans}</TextLink>
      <ScreenHeading title={t.checkout.title} />
      {children}
    </Stack>
  );
}

const notFound = <NotFoundPanel title={t.checkout.notFound} lead={t.checkout.notFoundLead} />;

function PayForPlan({ planId }: { planId: number | null }) {
  const plan = useGetPaymentPlan({ planId: planId ?? 0 }, { query: { enabled: planId !== null } });
  if (planId === null || plan.error?.status === 404) return notFound;
  return (
    <Page>
      {plan.isPending || (plan.isError && plan.isFetching) ? (
        <LoadingState />
      ) : plan.isError ? (
        <ErrorState message={messageOf(plan.error, errors.fetchData)} onRetry={() => void plan.refetch()} />
      ) : (
        <Checkout plan={plan.data} />
      )}
    </Page>
  );
}

function PickAndPay() {
  const plans = useListPaymentPlans();
  const [asked, choose] = usePlanParam();
  const chosen = plans.data && startingPlan(plans.data, asked);
  return (
    <Page>
      {plans.isPending || (plans.isError && plans.isFetching) ? (
        <LoadingState />
      ) : plans.isError ? (
        <ErrorState message={messageOf(plans.error, errors.fetchData)} onRetry={() => void plans.refetch()} />
      ) : !chosen ? (
        <EmptyState title={t.plans.empty} description={t.plans.emptyHint} />
      ) : (
        <>
          <PlanPicker plans={plans.data} value={chosen.id} onChange={choose} label={t.checkout.pickerLegend} />
          <Checkout plan={chosen} />
        </>
      )}
    </Page>
  );
}
