import { Container } from '@mantine/core';
import { useGetAiWebinar } from '@/api/generated/endpoints/public/public';
import { paths } from '@/shared/routing/paths';
import { CtaBand, FeatureCards, PageHero, PageSection, usePublicTitle } from '@/shared/ui/public-page';
import { queryFallback } from '@/shared/ui/states';
import { AiWebinarArt } from './ai-webinar-art';
import { t } from './strings';
import { WebinarAudiences, WebinarFacts, WebinarSpeakers, WebinarTopics } from './webinar-details';
import { WebinarRegistrationSection } from './webinar-registration';
import { eyebrowOf } from './webinar-values';

/** /ai — the coming webinar on AI in primary teaching: details, speakers and registration. */
export function AiWebinarScreen() {
  usePublicTitle(t.documentTitle);
  const webinar = useGetAiWebinar();

  return (
    <>
      {webinar.data ? (
        <>
          <PageHero
            eyebrow={eyebrowOf(webinar.data)}
            title={webinar.data.title}
            lead={webinar.data.summary}
            art={<AiWebinarArt />}
          />
          <WebinarFacts webinar={webinar.data} />
          {webinar.data.topics.length > 0 && <WebinarTopics topics={webinar.data.topics} />}
          {webinar.data.speakers.length > 0 && <WebinarSpeakers speakers={webinar.data.speakers} />}
          {webinar.data.audiences.length > 0 && <WebinarAudiences audiences={webinar.data.audiences} />}
          <WebinarRegistrationSection webinar={webinar.data} />
        </>
      ) : (
        <>
          {/* The page keeps its one h1 while the webinar loads or fails. */}
          <PageHero title={t.hero.fallbackTitle} lead={t.hero.fallbackLead} art={<AiWebinarArt />} />
          <Container size="lg" py="xl">
            {queryFallback([webinar])}
          </Container>
        </>
      )}
      <WhyAi />
      <CtaBand
        title={t.cta.title}
        body={t.cta.body}
        actions={[
          { label: t.cta.contact, to: paths.public.contactUsHref('school') },
          { label: t.cta.teachers, to: paths.public.forTeachers, variant: 'outline' },
        ]}
      />
    </>
  );
}

/** Static: why AI matters for a primary teacher, so the page reads well even before the data. */
function WhyAi() {
  return (
    <PageSection title={t.why.title} intro={t.why.intro}>
      <FeatureCards items={t.why.items} />
    </PageSection>
  );
}
