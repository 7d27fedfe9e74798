import { paths } from '@/shared/routing/paths';
import { t } from './strings';

/** One titled column of the footer's site map. */
export interface SiteMapGroup {
  title: string;
  links: readonly { to: string; label: string }[];
}

const { links } = t.siteMap;

/** Every public page, grouped for the footer: getting to know the product, joining in, help. */
export const siteMap: readonly SiteMapGroup[] = [
  {
    title: t.siteMap.introduction,
    links: [
      { to: paths.public.introduction, label: links.introduction },
      { to: paths.public.forStudents, label: links.forStudents },
      { to: paths.public.forTeachers, label: links.forTeachers },
      { to: paths.public.forParents, label: links.forParents },
      { to: paths.public.forSchools, label: links.forSchools },
    ],
  },
  {
    title: t.siteMap.together,
    links: [
      { to: paths.public.agents, label: links.agents },
      { to: paths.public.ai, label: links.ai },
      { to: paths.public.nowruz, label: links.nowruz },
      { to: paths.public.hire, label: links.hire },
    ],
  },
  {
    title: t.siteMap.help,
    links: [
      { to: paths.public.faq, label: links.faq },
      { to: paths.public.aboutUs, label: links.about },
      { to: paths.public.contactUs, label: links.contact },
    ],
  },
];
