import { paths } from '@/shared/routing/paths';
import { CtaBand, FeatureCards, PageHero, PageSection, usePublicTitle } from '@/shared/ui/public-page';
import { AudienceCards, Steps } from './blocks';
import { IntroductionArt } from './introduction-art';
import { ScoreCard } from './score-card';
import { t } from './strings';

const copy = t.intro;
const questionTypes = copy.questionTypes.items.map((type) => ({
  ...type,
  note: `${copy.questionTypes.exampleLabel} ${type.example}`,
}));

/**
 * /introduction — what دانش‌آموز یار is, how practice works, the question types, who it is for (links
 * to the four audience pages) and why it is safe for children.
 */
export function IntroductionScreen() {
  usePublicTitle(copy.documentTitle);
  return (
    <>
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={copy.hero.lead}
        art={<IntroductionArt />}
        actions={[
          { label: copy.hero.register, to: paths.auth.register },
          { label: copy.hero.login, to: paths.auth.login, variant: 'outline' },
        ]}
      />
      <PageSection title={copy.what.title} intro={copy.what.intro}>
        <FeatureCards items={copy.what.subjects} />
      </PageSection>
      <PageSection title={copy.how.title} intro={copy.how.intro} tinted>
        <Steps steps={copy.how.steps} />
        <ScoreCard />
      </PageSection>
      <PageSection title={copy.questionTypes.title} intro={copy.questionTypes.intro}>
        <FeatureCards items={questionTypes} />
      </PageSection>
      <PageSection title={t.audiences.title} intro={t.audiences.intro} tinted>
        <AudienceCards />
      </PageSection>
      <PageSection title={copy.safety.title} intro={copy.safety.intro}>
        <FeatureCards items={copy.safety.items} columns={2} />
      </PageSection>
      <CtaBand
        title={copy.cta.title}
        body={copy.cta.body}
        actions={[
          { label: copy.cta.register, to: paths.auth.register },
          { label: copy.cta.login, to: paths.auth.login, variant: 'outline' },
          { label: copy.cta.contact, to: paths.public.contactUs, variant: 'outline' },
        ]}
      />
    </>
  );
}
