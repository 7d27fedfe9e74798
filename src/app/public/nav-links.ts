import { paths } from '@/shared/routing/paths';
import { t } from './strings';

/** The top bar's links (spec §2). The about/FAQ/contact paths are not in `paths` yet, so they live here. */
export const navLinks = [
  { to: paths.home, label: t.nav.home },
  { to: '/about-us', label: t.nav.about },
  { to: '/faq', label: t.nav.faq },
  { to: '/contact-us', label: t.nav.contact },
] as const;
