import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { useGetProfile } from '@/api/generated/endpoints/member/member';
import { useListPaymentPlans } from '@/api/generated/endpoints/payment/payment';
import type { PaymentPlan, Plan } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';
import { paths } from '@/shared/routing/paths';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState, queryFallback } from '@/shared/ui/states';
import { TextLink } from '@/shared/ui/text-link';
import { CurrentSubscription } from './current-subscription';
import { iranToday } from '@/shared/dates';
import { checkoutHref, coverPeriod, startingPlan } from './payment-values';
import { PlanFeatures } from './plan-parts';
import { PlanPicker } from './plan-picker';
import { t } from './strings';
import { useCampaignCode } from './use-campaign-code';
import { usePlanParam } from './use-plan-param';

const NOT_A_PROFILE_VISIT = { isVisitingProfilePage: false } as const;

/**
 * /pre-order?plan= — the step before paying: the subscription now, every plan to choose from
 * (the choice lives in `?plan=`, replaced, so a reload keeps it and Back leaves the page), what
 * the chosen plan includes and the Jalali period it will cover.
 */
export function PreOrderScreen() {
  useDocumentTitle(t.preOrder.documentTitle);
  const plans = useListPaymentPlans();
  // Not the parameterless profile: that one is the session's, and its failure there would sign
  // the session's user out. Not a visit to the profile page either, so the server does not count one.
  const profile = useGetProfile(NOT_A_PROFILE_VISIT);
  const [asked, choose] = usePlanParam();
  // Both calls in: loading, or the first failure with a retry of each failed call.
  const waiting = queryFallback([plans, profile]);

  return (
    <Stack gap="xl">
      <TextLink to={paths.student.plans}>{t.backToPlans}</TextLink>
      <ScreenHeading title={t.preOrder.title} />
      {waiting || !plans.data || !profile.data ? (
        waiting
      ) : plans.data.length === 0 ? (
        <EmptyState title={t.plans.empty} description={t.plans.emptyHint} />
      ) : (
        <Chosen
          plans={plans.data}
          chosen={startingPlan(plans.data, asked)!}
          current={profile.data.plan}
          queued={profile.data.queued_plans}
          onChoose={choose}
        />
      )}
    </Stack>
  );
}

interface ChosenProps {
  plans: PaymentPlan[];
  chosen: PaymentPlan;
  current: Plan | null;
  queued: Plan[];
  onChoose: (planId: number) => void;
}

function Chosen({ plans, chosen, current, queued, onChoose }: ChosenProps) {
  const today = iranToday();
  const code = useCampaignCode();
  const period = coverPeriod(today, current ? [current, ...queued] : queued, chosen.duration_months);
  return (
    <>
      <CurrentSubscription plan={current} queued={queued} today={today} />
      <PlanPicker plans={plans} value={chosen.id} onChange={onChoose} label={t.preOrder.chooseLegend} />
      <Paper component="section" aria-label={chosen.title} withBorder radius="lg" p="md">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t.preOrder.includesTitle}
          </Title>
          <PlanFeatures plan={chosen} />
          <Title order={2} size="h4">
            {t.preOrder.periodTitle}
          </Title>
          <Text>{t.preOrder.period(formatJalaliDate(period.from), formatJalaliDate(period.to))}</Text>
          {period.from !== today && <Text c="dimmed">{t.preOrder.afterCurrent}</Text>}
        </Stack>
      </Paper>
      <Button
        component={Link}
        to={checkoutHref(chosen.id, code)}
        size="md"
        mih={48}
        style={{ alignSelf: 'flex-start' }}
      >
        {t.preOrder.continue}
      </Button>
    </>
  );
}
