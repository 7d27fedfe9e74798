import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useGetPaymentPlan, useListPaymentPlans } from '@/api/generated/endpoints/payment/payment';
import { paths } from '@/shared/routing/paths';
import { useRouteIds } from '@/shared/routing/use-route-ids';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState, QueryState } from '@/shared/ui/states';
import { TextLink } from '@/shared/ui/text-link';
import { Checkout } from './checkout';
import { NotFoundPanel } from './not-found-panel';
import { startingPlan } from './payment-values';
import { PlanPicker } from './plan-picker';
import { t } from './strings';
import { usePlanParam } from './use-plan-param';

/** /payment/{id} (one plan) and /payment (a plan picker first, the recommended plan chosen). */
export function CheckoutScreen() {
  useDocumentTitle(t.checkout.documentTitle);
  const { id } = useParams();
  const planId = useRouteIds('id').id;
  return id === undefined ? <PickAndPay /> : <PayForPlan planId={planId} />;
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
      <QueryState query={plan}>{(data) => <Checkout plan={data} />}</QueryState>
    </Page>
  );
}

function PickAndPay() {
  const plans = useListPaymentPlans();
  const [asked, choose] = usePlanParam();
  const chosen = plans.data && startingPlan(plans.data, asked);
  return (
    <Page>
      <QueryState
        query={plans}
        isEmpty={() => !chosen}
        empty={<EmptyState title={t.plans.empty} description={t.plans.emptyHint} />}
      >
        {(data) =>
          chosen && (
            <>
              <PlanPicker plans={data} value={chosen.id} onChange={choose} label={t.checkout.pickerLegend} />
              <Checkout plan={chosen} />
            </>
          )
        }
      </QueryState>
    </Page>
  );
}
