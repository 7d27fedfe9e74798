import { ThemeIcon } from '@mantine/core';
import { paths } from '@/shared/routing/paths';
import { CtaBand, FeatureCards, PageHero, PageSection, usePublicTitle } from '@/shared/ui/public-page';
import { AgentsArt, ServiceIcon } from './agents-art';
import { AgentsDirectory } from './agents-directory';
import { t } from './strings';

/** /agents — what an official agent does, the directory of agents by province, and how to become one. */
export function AgentsScreen() {
  usePublicTitle(t.documentTitle);
  return (
    <>
      <PageHero
        eyebrow={t.hero.eyebrow}
        title={t.hero.title}
        lead={t.hero.lead}
        art={<AgentsArt />}
        actions={[
          { label: t.hero.becomeAgent, to: paths.public.contactUsHref('agency') },
          { label: t.hero.contact, to: paths.public.contactUs, variant: 'outline' },
        ]}
      />
      {/* The list comes first: most visitors arrive looking for the agent of their province. */}
      <AgentsDirectory />
      <PageSection title={t.services.title} intro={t.services.intro} tinted>
        <FeatureCards
          items={t.services.items.map((service) => ({
            ...service,
            icon: (
              <ThemeIcon size={52} radius="md">
                <ServiceIcon service={service.key} />
              </ThemeIcon>
            ),
          }))}
        />
      </PageSection>
      <CtaBand
        title={t.cta.title}
        body={t.cta.body}
        actions={[
          { label: t.cta.apply, to: paths.public.contactUsHref('agency') },
          { label: t.cta.faq, to: paths.public.faq, variant: 'outline' },
        ]}
      />
    </>
  );
}
