import { Grid, Paper, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { paths } from '@/shared/routing/paths';
import { PageHero, PageSection, usePublicTitle } from '@/shared/ui/public-page';
import { ContactArt } from './contact-art';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { t } from './strings';

/**
 * /contact-us — the contact form (topic preselected by `?topic=`) beside the contact details.
 * On phones the form comes first: it is what most visitors came for.
 */
export function ContactScreen() {
  usePublicTitle(t.documentTitle);
  return (
    <>
      <PageHero
        eyebrow={t.hero.eyebrow}
        title={t.hero.title}
        lead={t.hero.lead}
        art={<ContactArt />}
        actions={[{ label: t.hero.faq, to: paths.public.faq, variant: 'outline' }]}
      />
      <PageSection title={t.section.title} intro={t.section.intro}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card title={t.form.title}>
              <ContactForm />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card title={t.details.title}>
              <ContactDetails />
            </Card>
          </Grid.Col>
        </Grid>
      </PageSection>
    </>
  );
}

/** A bordered panel with an `h3`, named by it (a `region` landmark). */
function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} h="100%">
      <Title id={id} order={3} mb="lg">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
