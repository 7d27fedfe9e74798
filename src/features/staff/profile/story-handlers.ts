import type { Profile } from '@/api/generated/model';
import { answering, answeringExample, example, handling } from '@/testing/handlers';

export const PROFILE = 'getProfile' as const;
export const SAVE_PROFILE = 'updateProfile' as const;
export const EDIT_PASS = 'changePassword' as const;
export const UPLOAD = 'setProfilePicture' as const;

/** The demo world's teacher (مریم رضایی) and manager (محمد کریمی), as getProfile answers them. */
export const maryam = example(PROFILE, 'teacher');
export const karimi = example(PROFILE, 'school');

/**
 * A save answers the profile with the changes applied, as the demo world does (the contract's one
 * updateProfile example is the pupil's).
 */
export const savingOnto = (profile: Profile) =>
  handling(SAVE_PROFILE, async ({ body }) => ({ ...profile, ...(await body()) }));

/** Every call the staff profile makes, answered for `profile`'s person. */
export const staffHandlers = (profile: Profile = maryam) => [
  answering(PROFILE, profile),
  savingOnto(profile),
  answeringExample('changePassword', 'default'),
  answering(UPLOAD, { profile_url: '/media/avatars/owl.svg' }),
];
