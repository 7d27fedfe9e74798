/**
 * The ready-made avatars a pupil may wear instead of a photo; some unlock with cups, a small
 * reward for practice. Choosing one sets the pupil's `avatar_id` and `profile_url`, which every
 * list and profile shows.
 */
import type { World } from './build.ts';
import { cupsOf } from './rewards.ts';
import type { PersonRec } from './types.ts';

export interface AvatarRec {
  id: number;
  title: string;
  image_url: string;
  cups_required: number;
}

const avatar = (id: number, title: string, image: string, cups: number): AvatarRec => ({
  id,
  title,
  image_url: `/media/avatars/${image}.svg`,
  cups_required: cups,
});

export const AVATARS: readonly AvatarRec[] = [
  avatar(1, 'روباه کتاب‌خوان', 'fox', 0),
  avatar(2, 'جغد دانا', 'owl', 0),
  avatar(3, 'خرگوش تیزپا', 'rabbit', 0),
  avatar(4, 'لاک‌پشت صبور', 'turtle', 5),
  avatar(5, 'یوزپلنگ ایرانی', 'cheetah', 10),
  avatar(6, 'عقاب بلندپرواز', 'eagle', 15),
  avatar(7, 'دلفین مهربان', 'dolphin', 20),
  avatar(8, 'فضانورد کوچک', 'astronaut', 25),
  avatar(9, 'گوزن زرد ایرانی', 'deer', 30),
  avatar(10, 'شیر شجاع', 'lion', 40),
  avatar(11, 'ربات دانشمند', 'robot', 50),
  avatar(12, 'سیمرغ', 'simorgh', 70),
];

export const avatarById = (id: number): AvatarRec | undefined => AVATARS.find((a) => a.id === id);

/** The avatars as the pupil sees them: locked by their cups, the one in use selected. */
export function avatarsFor(world: World, pupil: PersonRec) {
  const cups = cupsOf(world, pupil.id);
  return AVATARS.map((a) => ({ ...a, locked: cups < a.cups_required, selected: pupil.avatar_id === a.id }));
}

export function wearAvatar(pupil: PersonRec, avatar: AvatarRec): void {
  pupil.avatar_id = avatar.id;
  pupil.profile_url = avatar.image_url;
}
