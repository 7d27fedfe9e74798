import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { CtaBand, FeatureCards, PageHero, PageSection, usePublicTitle } from '@/shared/ui/public-page';
import { audienceArt } from './audience-art';
import { primaryActionPath, type Audience } from './audiences';
import { AudienceCards, Steps } from './blocks';
import { t } from './strings';

/**
 * One audience's introduction page, all from `t.pages[audience]`: hero with its own drawing, benefits,
 * how to start, three short questions, links to the other audiences and a closing call to action.
 */
function AudienceScreen({ audience }: { audience: Audience }) {
  const copy = t.pages[audience];
  usePublicTitle(copy.documentTitle);
  const primary = { label: copy.cta.primary, to: primaryActionPath[audience] };
  return (
    <>
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={copy.hero.lead}
        art={audienceArt[audience]}
        actions={[primary]}
      />
      <PageSection title={copy.benefits.title} intro={copy.benefits.intro}>
        <FeatureCards items={copy.benefits.items} />
      </PageSection>
      <PageSection title={t.audiencePage.stepsTitle} tinted>
        <Steps steps={copy.steps} />
      </PageSection>
      <PageSection title={t.audiencePage.questionsTitle}>
        <FeatureCards items={copy.questions.map((q) => ({ title: q.question, body: q.answer }))} />
      </PageSection>
      <PageSection title={t.audiencePage.othersTitle} intro={t.audiencePage.othersIntro} tinted>
        <AudienceCards current={audience} />
        <Group mt="lg">
          <Button component={Link} to={paths.public.introduction} variant="subtle" size="lg" px="xs">
            {t.audiencePage.introduction}
          </Button>
        </Group>
      </PageSection>
      <CtaBand
        title={copy.cta.title}
        body={copy.cta.body}
        actions={[
          { ...primary, variant: 'filled' },
          { label: copy.cta.login, to: paths.auth.login, variant: 'outline' },
        ]}
      />
    </>
  );
}

/** /introduction/for-schools — school managers and education offices. */
export function ForSchoolsScreen() {
  return <AudienceScreen audience="schools" />;
}

/** /introduction/for-parents — families. */
export function ForParentsScreen() {
  return <AudienceScreen audience="parents" />;
}

/** /introduction/for-students — the pupils themselves. */
export function ForStudentsScreen() {
  return <AudienceScreen audience="students" />;
}

/** /introduction/for-teachers — teachers and counselors. */
export function ForTeachersScreen() {
  return <AudienceScreen audience="teachers" />;
}
