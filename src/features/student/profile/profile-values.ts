import type { Plan, Profile } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';
import { toPersianDigits } from '@/shared/digits';
import { common } from '@/shared/i18n/common';
import { t } from './strings';

/** Text of a field that may be missing: trimmed, or «ثبت نشده». */
export function orNotSet(value: string | null | undefined): string {
  return value?.trim() || t.notSet;
}

/** «سارا احمدی», else the username. */
export function displayNameOf(profile: Profile): string {
  return `${profile.first_name.trim()} ${profile.last_name.trim()}`.trim() || profile.username;
}

/** The phone in Persian digits (the view shows it left-to-right), or null when missing. */
export function phoneOf(profile: Profile): string | null {
  return profile.phone.trim() ? toPersianDigits(profile.phone.trim()) : null;
}

export function genderOf(profile: Profile): string {
  return profile.gender ? common.genders[profile.gender] : t.notSet;
}

export function birthDateOf(profile: Profile): string {
  return profile.birth_date ? formatJalaliDate(profile.birth_date) : t.notSet;
}

export function placeOf(profile: Profile): string {
  const parts = [profile.province, profile.city].map((part) => part.trim()).filter(Boolean);
  return parts.length ? t.place(parts) : t.notSet;
}

export function gradeOf(profile: Profile): string {
  return profile.class ? common.grades[profile.class.grade] : t.notSet;
}

/** The plan's title and its end in Jalali («به پایان رسیده در …» once past), or «بدون اشتراک». */
export function planOf(plan: Plan | null, now: Date = new Date()): { title: string; expiry: string | null } {
  if (!plan) return { title: t.noPlan, expiry: null };
  const today = new Date(now);
  today.setHours(0, 0, 0, 0);
  const end = formatJalaliDate(plan.expires_at);
  return { title: orNotSet(plan.title), expiry: new Date(plan.expires_at) < today ? t.expiredOn(end) : end };
}
