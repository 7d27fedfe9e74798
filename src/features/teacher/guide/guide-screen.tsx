import { paths } from '@/shared/routing/paths';
import { GuidePage, type GuideSection } from '@/shared/ui/guide-page';
import { guideSectionIds, t, type GuideLinkId } from './strings';

/** Where each of the guide's links goes. */
const linkPaths: Record<GuideLinkId, string> = {
  classes: paths.teacher.classes,
  students: paths.teacher.students,
  homeworks: paths.teacher.homeworks,
  homeworkNew: paths.teacher.homeworkNew,
  quizzes: paths.teacher.quizzes,
  quizNew: paths.teacher.quizNew,
  quizReports: paths.teacher.quizReports.root,
  packages: paths.teacher.packages,
  reviews: paths.teacher.reviews,
  skills: paths.teacher.skills,
  question: paths.teacher.question,
  profile: paths.teacher.profile,
};

const sections: GuideSection[] = guideSectionIds.map((id) => ({
  id,
  ...t.sections[id],
  links: t.sections[id].links.map((link) => ({ label: t.links[link], to: linkPaths[link] })),
}));

/**
 * /teacher/guide — how the teacher's area works, one section per part with buttons to the pages it
 * explains (each row named after its section). Static help text: the contract has no guide call.
 */
export function TeacherGuideScreen() {
  return (
    <GuidePage
      documentTitle={t.documentTitle}
      title={t.title}
      subtitle={t.subtitle}
      contents={t.contents}
      sections={sections}
      linksLabel={t.linksOf}
    />
  );
}
