import { useListFaq } from '@/api/generated/endpoints/public/public';
import { errors, messageOf } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { CtaBand, PageHero, PageSection, usePublicTitle } from '@/shared/ui/public-page';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
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
        {faq.isPending || (faq.isError && faq.isFetching) ? (
          <LoadingState />
        ) : faq.isError ? (
          <ErrorState message={messageOf(faq.error, errors.fetchData)} onRetry={() => void faq.refetch()} />
        ) : faq.data.length === 0 ? (
          <EmptyState title={t.empty.title} description={t.empty.description} />
        ) : (
          <FaqBrowser entries={faq.data} />
        )}
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
