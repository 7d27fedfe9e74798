import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { paths } from '@/shared/routing/paths';
import { CtaBand, PageHero, PageSection, usePublicTitle } from '@/shared/ui/public-page';
import { HireArt } from './hire-art';
import { Openings } from './openings';
import { t } from './strings';

/** /hire — why work with us, what working here is like, the open positions and how to apply. */
export function HireScreen() {
  usePublicTitle(t.title);
  return (
    <>
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title} lead={t.hero.lead} art={<HireArt />} />
      <PageSection title={t.culture.title} intro={t.culture.intro} tinted>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {t.culture.items.map((item) => (
            <Paper key={item.key} radius="lg" p="lg">
              <Title order={3} size="h4" mb={4}>
                {item.title}
              </Title>
              <Text>{item.body}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      </PageSection>
      <Openings />
      <CtaBand
        title={t.cta.title}
        body={t.cta.body}
        actions={[
          { label: t.cta.contact, to: paths.public.contactAbout('hire') },
          { label: t.cta.about, to: paths.public.aboutUs, variant: 'outline' },
        ]}
      />
    </>
  );
}
