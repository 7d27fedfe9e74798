import { Container, List, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { useGetNowruzCampaign } from '@/api/generated/endpoints/public/public';
import type { NowruzCampaign } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';
import { paths } from '@/shared/routing/paths';
import { CtaBand, PageActions, PageHero, PageSection, usePublicTitle } from '@/shared/ui/public-page';
import { EmptyState, queryFallback } from '@/shared/ui/states';
import { BlossomIcon, NowruzArt } from './nowruz-art';
import { eyebrowOf, statusOf, type CampaignStatus } from './nowruz-values';
import { PackageCard } from './package-card';
import { t } from './strings';
import { useBuyPackage } from './use-buy-package';

/** /nowruz — the Nowruz campaign: discounted packages with their gifts, or when it starts/ended. */
export function NowruzScreen() {
  usePublicTitle(t.documentTitle);
  const campaign = useGetNowruzCampaign();

  return (
    <>
      {campaign.data ? (
        <Campaign campaign={campaign.data} />
      ) : (
        <>
          {/* The page keeps its one h1 while the campaign loads or fails. */}
          <PageHero title={t.hero.fallbackTitle} lead={t.hero.fallbackLead} art={<NowruzArt />} />
          <Container size="lg" py="xl">
            {queryFallback([campaign])}
          </Container>
        </>
      )}
      <CtaBand
        title={t.cta.title}
        body={t.cta.body}
        actions={[
          { label: t.cta.faq, to: paths.public.faq },
          { label: t.cta.contact, to: paths.public.contactUs, variant: 'outline' },
        ]}
      />
    </>
  );
}

function Campaign({ campaign }: { campaign: NowruzCampaign }) {
  const status = statusOf(campaign);
  return (
    <>
      <PageHero
        eyebrow={eyebrowOf(campaign, status)}
        title={campaign.title}
        lead={campaign.summary}
        art={<NowruzArt />}
      />
      {status === 'running' ? <Packages campaign={campaign} /> : <NotRunning campaign={campaign} status={status} />}
      {status === 'running' && campaign.gifts.length > 0 && (
        <PageSection title={t.gifts.title} intro={t.gifts.intro} tinted>
          <List
            spacing="sm"
            size="lg"
            icon={
              <ThemeIcon size={28} radius="xl" color="pink" variant="light" aria-hidden>
                <BlossomIcon />
              </ThemeIcon>
            }
          >
            {campaign.gifts.map((gift) => (
              <List.Item key={gift}>{gift}</List.Item>
            ))}
          </List>
        </PageSection>
      )}
    </>
  );
}

function Packages({ campaign }: { campaign: NowruzCampaign }) {
  const { buy, buying } = useBuyPackage(campaign.key);
  return (
    <PageSection title={t.packages.title} intro={t.packages.intro}>
      {campaign.packages.length === 0 ? (
        <EmptyState title={t.packages.empty} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {campaign.packages.map((pack) => (
            <PackageCard
              key={pack.id}
              pack={pack}
              loading={buying === pack.id}
              disabled={buying !== null && buying !== pack.id}
              onBuy={() => buy(pack.id)}
            />
          ))}
        </SimpleGrid>
      )}
    </PageSection>
  );
}

/** No buying: when the campaign starts, or that it has ended, and a way to register meanwhile. */
function NotRunning({ campaign, status }: { campaign: NowruzCampaign; status: Exclude<CampaignStatus, 'running'> }) {
  const upcoming = status === 'upcoming';
  return (
    <PageSection title={upcoming ? t.inactive.upcomingTitle : t.inactive.endedTitle}>
      <Text size="lg" mb="md">
        {upcoming
          ? t.inactive.upcoming(formatJalaliDate(campaign.starts_at))
          : t.inactive.ended(formatJalaliDate(campaign.ends_at))}
      </Text>
      <PageActions actions={[{ label: t.inactive.register, to: paths.auth.register }]} />
    </PageSection>
  );
}
