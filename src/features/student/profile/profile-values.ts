import type { Plan, Profile } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';
import { common } from '@/shared/i18n/common';
import { profileTabs, type ProfileTab } from '@/shared/routing/paths';
import { subscriptionLine } from '@/shared/status/subscription';
import { t } from './strings';

/** Text of a field that may be missing: trimmed, or «ثبت نشده». */
export function orNotSet(value: string | null | undefined): string {
  return value?.trim() || t.notSet;
}

export function genderOf(profile: Profile): string {
  return profile.gender ? common.genders[profile.gender] : t.notSet;
}

export function birthDateOf(profile: Profile): string {
  return profile.birth_date ? formatJalaliDate(profile.birth_date) : t.notSet;
}

export function gradeOf(profile: Profile): string {
  return profile.class ? common.grades[profile.class.grade] : t.notSet;
}

/**
 * A plan as shown: its title, its period in one line as the server's status has it
 * (src/shared/status/subscription.ts: «اعتبار تا …», «در نوبت · از …», «به پایان رسیده در …»)
 * and whether it has ended; «بدون اشتراک» without one.
 */
export interface PlanView {
  title: string;
  line: string | null;
  ended: boolean;
}

export function planOf(plan: Plan | null): PlanView {
  if (!plan) return { title: t.noPlan, line: null, ended: false };
  return { title: orNotSet(plan.title), line: subscriptionLine(plan), ended: plan.status === 'ended' };
}

/** True for one of the profile's tabs (README, product rules: pages), so `/profile/:tab` can refuse any other. */
export function isProfileTab(value: string | undefined): value is ProfileTab {
  return profileTabs.some((tab) => tab === value);
}

/** «چهارم الف · دبستان شهید باهنر», whichever the profile has. */
export function classAtSchoolOf(profile: Profile): string {
  const parts = [profile.class?.name, profile.school_name].map((part) => part?.trim()).filter(Boolean) as string[];
  return parts.length ? t.classAtSchool(parts) : '';
}
