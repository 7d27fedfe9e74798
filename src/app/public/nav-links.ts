import { paths } from '@/shared/routing/paths';
import { t } from './strings';

/**
 * The top bar's links (README, product rules: pages): inline from `md` up, in the drawer on phones (home included). A link
 * is current on its page and the pages under it (`isAtOrUnder`): `/agents/12` marks «نمایندگان».
 */
export const navLinks = [
  { to: paths.home, label: t.nav.home },
  { to: paths.public.introduction, label: t.nav.introduction },
  { to: paths.public.agents, label: t.nav.agents },
  { to: paths.public.faq, label: t.nav.faq },
  { to: paths.public.aboutUs, label: t.nav.about },
  { to: paths.public.contactUs, label: t.nav.contact },
] as const;
