import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useListPaymentPlans } from '@/api/generated/endpoints/payment/payment';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState, QueryState } from '@/shared/ui/states';
import { PlanCard } from './plan-card';
import { t } from './strings';
import { useCampaignCode } from './use-campaign-code';

/** /plans — the plan catalogue (the flow is described in payment-values.ts). */
export function PlansScreen() {
  useDocumentTitle(t.plans.documentTitle);
  const plans = useListPaymentPlans();
  const code = useCampaignCode();

  return (
    <Stack gap="xl">
      <ScreenHeading title={t.plans.title} subtitle={t.plans.subtitle} />
      {code && (
        <Alert color="teal" variant="light">
          {t.plans.codeNote(code)}
        </Alert>
      )}
      <QueryState
        query={plans}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState title={t.plans.empty} description={t.plans.emptyHint} />}
      >
        {(data) => (
          <SimpleGrid
            component="ul"
            aria-label={t.plans.listLabel}
            cols={{ base: 1, sm: 2, lg: 4 }}
            spacing="md"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {data.map((plan) => (
              <li key={plan.id}>
                <PlanCard plan={plan} code={code} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  );
}
