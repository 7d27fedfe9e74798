import { useListFaq } from '@/api/generated/endpoints/public/public';
import { paths } from '@/shared/routing/paths';
import { CtaBand, PageHero, PageSection, usePublicTitle } from '@/shared/ui/public-page';
import { EmptyState, QueryState } from '@/shared/ui/states';
import { FaqArt } from './faq-art';
import { FaqBrowser } from './faq-browser';
import { t } from './strings';

/** /faq — questions and answers from the contract, by category, filtered as the visitor types. */
export function FaqScreen() {
  usePublicTitle(t.documentTitle);
  const faq = useListFaq();

  return (
    <>
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title} lead={t.hero.lead} art={<FaqArt />} />
      <PageSection title={t.section.title} intro={t.section.intro}>
        <QueryState
          query={faq}
          isEmpty={(data) => data.length === 0}
          empty={<EmptyState title={t.empty.title} description={t.empty.description} />}
        >
          {(data) => <FaqBrowser entries={data} />}
        </QueryState>
      </PageSection>
      <CtaBand
        title={t.cta.title}
        body={t.cta.body}
        actions={[
          { label: t.cta.contact, to: paths.public.contactUs },
          { label: t.cta.login, to: paths.auth.login, variant: 'outline' },
        ]}
      />
    </>
  );
}
