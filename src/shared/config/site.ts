/** Public-site configuration: social links, contact details, tenant hosts and partners (spec §2, §3). */

/** Which drawn icon a social link uses; the app maps each key to an inline SVG. */
export type SocialIcon = 'instagram' | 'telegram' | 'aparat' | 'linkedin';

/** A social link as the spec defines it (§3): value, name, icon, colour, path. */
export interface SocialLink {
  /** Stable key, also the handle shown to screen readers when the name is ambiguous. */
  value: string;
  /** Persian name shown next to the icon. */
  name: string;
  icon: SocialIcon;
  /** The platform's brand colour, used for the icon only (the text keeps the theme's colour). */
  colour: string;
  /** Absolute URL; always opens in a new tab. */
  path: string;
}

/** A partner school or institute (§3): id, name, logo (a file name under src/app/public/partners/). */
export interface Partner {
  id: number;
  name: string;
  logo: string;
}

// Placeholder handles: the spec does not give the real accounts; replace before launch.
export const socialLinks: readonly SocialLink[] = [
  {
    value: 'instagram',
    name: 'اینستاگرام',
    icon: 'instagram',
    colour: '#C13584',
    path: 'https://www.instagram.com/danesh_amooz_yar',
  },
  { value: 'telegram', name: 'تلگرام', icon: 'telegram', colour: '#229ED9', path: 'https://t.me/danesh_amooz_yar' },
  {
    value: 'aparat',
    name: 'آپارات',
    icon: 'aparat',
    colour: '#ED145B',
    path: 'https://www.aparat.com/danesh_amooz_yar',
  },
  {
    value: 'linkedin',
    name: 'لینکدین',
    icon: 'linkedin',
    colour: '#0A66C2',
    path: 'https://www.linkedin.com/company/danesh-amooz-yar',
  },
];

/**
 * Contact details shown in the footer. The spec withholds the phone numbers and the postal address,
 * so the footer shows the e-mail address and a link to the contact page instead.
 */
export const contact = {
  email: 'info@daneshamoozyar.ir',
  contactPath: '/contact-us',
} as const;

/**
 * Hosts that show the tenant logo instead of the product brand, from `VITE_TENANT_HOSTS`
 * (comma-separated, default none). Read on every call so tests can stub the variable.
 */
export function tenantHosts(): string[] {
  const raw: string | undefined = import.meta.env.VITE_TENANT_HOSTS;
  return (raw ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

/** True when `hostname` is one of `hosts` (case-insensitive). */
export function isTenantHost(hostname: string, hosts: readonly string[] = tenantHosts()): boolean {
  return hosts.includes(hostname.toLowerCase());
}

/** The eight partners of the home page's carousel (names are illustrative; the spec gives none). */
export const partners: readonly Partner[] = [
  { id: 1, name: 'دبستان فردوسی', logo: 'ferdowsi' },
  { id: 2, name: 'مجتمع آموزشی سپیده', logo: 'sepideh' },
  { id: 3, name: 'دبستان پروین', logo: 'parvin' },
  { id: 4, name: 'مؤسسه فرهنگی آفتاب', logo: 'aftab' },
  { id: 5, name: 'دبستان نیلوفر', logo: 'niloofar' },
  { id: 6, name: 'کانون دانش البرز', logo: 'alborz' },
  { id: 7, name: 'دبستان شکوفه', logo: 'shokoofeh' },
  { id: 8, name: 'آموزشگاه مهر', logo: 'mehr' },
];
