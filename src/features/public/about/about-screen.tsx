import { paths } from '@/shared/routing/paths';
import { CtaBand, PageHero, usePublicTitle } from '@/shared/ui/public-page';
import { AboutArt } from './about-art';
import { HowWeWork, Story, Values } from './about-sections';
import { AboutStats } from './about-stats';
import { t } from './strings';

/** /about-us — who makes the product and why, its values, headline numbers and what each role gets. */
export function AboutScreen() {
  usePublicTitle(t.title);
  return (
    <>
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title} lead={t.hero.lead} art={<AboutArt />} />
      <Story />
      <Values />
      <AboutStats />
      <HowWeWork />
      <CtaBand
        title={t.cta.title}
        body={t.cta.body}
        actions={[
          { label: t.cta.contact, to: paths.public.contactUs },
          { label: t.cta.register, to: paths.auth.register, variant: 'outline' },
        ]}
      />
    </>
  );
}
