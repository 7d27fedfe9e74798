import { Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { paths } from '@/shared/routing/paths';
import { CtaBand, PageHero, PageSection, usePublicTitle } from '@/shared/ui/public-page';
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
          { label: t.hero.becomeAgent, to: paths.public.contactAbout('agency') },
          { label: t.hero.contact, to: paths.public.contactUs, variant: 'outline' },
        ]}
      />
      {/* The list comes first: most visitors arrive looking for the agent of their province. */}
      <AgentsDirectory />
      <PageSection title={t.services.title} intro={t.services.intro} tinted>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {t.services.items.map((service) => (
            <Paper key={service.key} withBorder radius="lg" p="lg">
              <ThemeIcon size={52} radius="md" mb="sm">
                <ServiceIcon service={service.key} />
              </ThemeIcon>
              <Title order={3} size="h4" mb={4}>
                {service.title}
              </Title>
              <Text>{service.body}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      </PageSection>
      <CtaBand
        title={t.cta.title}
        body={t.cta.body}
        actions={[
          { label: t.cta.apply, to: paths.public.contactAbout('agency') },
          { label: t.cta.faq, to: paths.public.faq, variant: 'outline' },
        ]}
      />
    </>
  );
}
