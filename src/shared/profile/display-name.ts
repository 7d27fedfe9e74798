import type { Profile } from '@/api/generated/model';

/** «مریم رضایی», else the username. */
export function displayNameOf(profile: Pick<Profile, 'first_name' | 'last_name' | 'username'>): string {
  return `${profile.first_name.trim()} ${profile.last_name.trim()}`.trim() || profile.username;
}
