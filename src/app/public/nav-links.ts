import { paths } from '@/shared/routing/paths';
import { t } from './strings';

/** The top bar's links (spec §2): inline from `md` up, in the drawer on phones (home included). */
export const navLinks = [
  { to: paths.home, label: t.nav.home },
  { to: paths.public.introduction, label: t.nav.introduction },
  { to: paths.public.agents, label: t.nav.agents },
  { to: paths.public.faq, label: t.nav.faq },
  { to: paths.public.aboutUs, label: t.nav.about },
  { to: paths.public.contactUs, label: t.nav.contact },
] as const;

/**
 * True when the page at `pathname` belongs to the link `to`: the page itself or a page under it
 * (`/agents/12` belongs to «نمایندگان», `/introduction/for-parents` to «معرفی»). Home matches only
 * itself, or every page would be under it.
 */
export function isCurrentPath(pathname: string, to: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (to === paths.home) return path === paths.home;
  return path === to || path.startsWith(`${to}/`);
}
