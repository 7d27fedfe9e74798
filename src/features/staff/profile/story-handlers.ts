import { http, HttpResponse } from 'msw';
import type { Profile } from '@/api/generated/model';
import { answeringExample, example } from '@/testing/handlers';

export const PROFILE = '/member/profile/';
export const EDIT_PASS = '/auth/edit-pass/';
export const UPLOAD = '/auth/set-profile-picture/';

/** The demo world's teacher (مریم رضایی) and manager (محمد کریمی), as getProfile answers them. */
export const maryam = example('getProfile', 'teacher') as Profile;
export const karimi = example('getProfile', 'school') as Profile;

/**
 * A save answers the profile with the changes applied, as the demo world does (the contract's one
 * updateProfile example is the pupil's).
 */
export const savingOnto = (profile: Profile) =>
  http.patch(`*${PROFILE}`, async ({ request }) =>
    HttpResponse.json({ ...profile, ...((await request.json()) as object) }),
  );

/** Every call the staff profile makes, answered for `profile`'s person. */
export const staffHandlers = (profile: Profile = maryam) => [
  http.get(`*${PROFILE}`, () => HttpResponse.json(profile)),
  savingOnto(profile),
  answeringExample('post', EDIT_PASS, 'changePassword', 'default'),
  http.post(`*${UPLOAD}`, () => HttpResponse.json({ profile_url: '/media/avatars/owl.svg' })),
];
