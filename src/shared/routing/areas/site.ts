import { fill, withQuery, type ParamValue } from '../href';

/** The public site (README, product rules: pages "Public"); every page is open to visitors and signed-in users alike. */
export const publicPaths = {
  hire: '/hire',
  ai: '/ai',
  nowruz: '/nowruz',
  agents: '/agents',
  agent: '/agents/:agentId',
  agentHref: (agentId: ParamValue): string => fill(publicPaths.agent, { agentId }),
  aboutUs: '/about-us',
  contactUs: '/contact-us',
  /** The contact page with the form's topic chosen (`?topic=`), e.g. from the hiring page. */
  contactUsHref: (topic: string): string => withQuery(publicPaths.contactUs, { topic }),
  faq: '/faq',
  introduction: '/introduction',
  forSchools: '/introduction/for-schools',
  forParents: '/introduction/for-parents',
  forStudents: '/introduction/for-students',
  forTeachers: '/introduction/for-teachers',
} as const;

/**
 * The page a family link opens (issue 29): a pupil's weekly report, read without an account. It
 * has its own bare frame, neither the public site's nor a role's.
 */
export const familyPaths = {
  report: '/family/:token',
  reportHref: (token: string): string => fill(familyPaths.report, { token }),
} as const;

/** Query parameter that carries the page to return to after sign-in. */
export const RETURN_TO_PARAM = 'returnTo';

/** Sign-in and registration (README, product rules: pages "Auth"): only for visitors. */
export const authPaths = {
  /** The auth tree's guard; no screen of its own. */
  root: '/auth',
  login: '/auth/login',
  /** Login that brings the user back to `returnTo` afterwards (when the role may open it). */
  loginHref: (returnTo: string): string => withQuery(authPaths.login, { [RETURN_TO_PARAM]: returnTo }),
  register: '/auth/register',
  forgotPassword: '/auth/forgot-password',
} as const;
