import { paths } from '@/shared/routing/paths';

/** The four audiences, in the order their cards and links appear. */
export const AUDIENCES = ['schools', 'teachers', 'parents', 'students'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** Each audience's own page. */
export const audiencePath: Record<Audience, string> = {
  schools: paths.public.forSchools,
  teachers: paths.public.forTeachers,
  parents: paths.public.forParents,
  students: paths.public.forStudents,
};

/**
 * Where each audience's main call to action leads: families register a pupil themselves; schools and
 * teachers come through us (accounts are set up for them), so they write to us about a school.
 */
export const primaryActionPath: Record<Audience, string> = {
  schools: paths.public.contactUsHref('school'),
  teachers: paths.public.contactUsHref('school'),
  parents: paths.auth.register,
  students: paths.auth.register,
};
