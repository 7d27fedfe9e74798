import { paths } from '@/shared/routing/paths';
import { CtaBand, FeatureCards, PageHero, PageSection, usePublicTitle } from '@/shared/ui/public-page';
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
        <FeatureCards items={t.culture.items} columns={4} />
      </PageSection>
      <Openings />
      <CtaBand
        title={t.cta.title}
        body={t.cta.body}
        actions={[
          { label: t.cta.contact, to: paths.public.contactUsHref('hire') },
          { label: t.cta.about, to: paths.public.aboutUs, variant: 'outline' },
        ]}
      />
    </>
  );
}
