/** Every route of the app in one place: patterns for the router, builders for links. */
export const paths = {
  home: '/',
  /** The public site (spec §2 "Public"); every page is open to visitors and signed-in users alike. */
  public: {
    hire: '/hire',
    ai: '/ai',
    nowruz: '/nowruz',
    agents: '/agents',
    agent: '/agents/:agentId',
    agentHref: (agentId: number | string) => `/agents/${agentId}`,
    aboutUs: '/about-us',
    contactUs: '/contact-us',
    /** The contact page with the form's topic chosen (`?topic=`), e.g. from the hiring page. */
    contactAbout: (topic: string) => `/contact-us?topic=${encodeURIComponent(topic)}`,
    faq: '/faq',
    introduction: '/introduction',
    forSchools: '/introduction/for-schools',
    forParents: '/introduction/for-parents',
    forStudents: '/introduction/for-students',
    forTeachers: '/introduction/for-teachers',
  },
  auth: {
    root: '/auth',
    login: '/auth/login',
    register: '/auth/register',
    forgotPassword: '/auth/forgot-password',
    /** Login that brings the user back to `returnTo` afterwards (when the role may open it). */
    loginReturningTo: (returnTo: string) => `/auth/login?returnTo=${encodeURIComponent(returnTo)}`,
  },
  exit: '/exit',
  notFound: '/404',
  somethingWentWrong: '/something-went-wrong',
  student: { home: '/student', profile: '/profile' },
  teacher: { home: '/teacher' },
  school: { home: '/school' },
  organization: { home: '/organization' },
  admin: { root: '/admin', chatList: '/admin/chatList' },
  lab: { root: '/lab' },
} as const;

/** Query parameter that carries the page to return to after sign-in. */
export const RETURN_TO_PARAM = 'returnTo';
