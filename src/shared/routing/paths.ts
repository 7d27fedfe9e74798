/** Every route of the app in one place: patterns for the router, builders for links. */
export const paths = {
  home: '/',
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
