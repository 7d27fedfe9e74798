import { ContactTopic } from '@/api/generated/model';
import { paths } from '@/shared/routing/paths';
import { GuidePage, type GuideSection } from '@/shared/ui/guide-page';
import { guideSectionIds, t, type GuideSectionId } from './strings';

/** Where each section's button goes: the page the section explains. */
const sectionLinks: Record<GuideSectionId, string> = {
  practice: paths.student.courses,
  homework: paths.student.homeworks,
  packages: paths.student.home,
  reviews: paths.student.courseReview,
  quizzes: paths.student.quiz.root,
  rewards: paths.student.profileTabHref('badges'),
  reports: paths.student.report,
  profile: paths.student.profile,
  class: paths.student.class,
  offline: paths.student.home,
  parents: paths.student.profileTabHref('subscription'),
  support: paths.public.contactUsHref(ContactTopic.support),
};

const sections: GuideSection[] = guideSectionIds.map((id) => ({
  id,
  ...t.sections[id],
  links: [{ label: t.sections[id].link, to: sectionLinks[id] }],
}));

/**
 * /guide — help for pupils and parents, one section per part of the product with a button to the
 * page it explains.
 */
export function GuideScreen() {
  return (
    <GuidePage
      documentTitle={t.documentTitle}
      title={t.title}
      subtitle={t.subtitle}
      contents={t.contents}
      sections={sections}
    />
  );
}
