/** The people and places of the demo world (the curriculum's types live in curriculum/types.ts). */
import type { Grade } from './curriculum/types.ts';

export type Gender = 'FEMALE' | 'MALE';
export type Role = 'student' | 'teacher' | 'school' | 'organization' | 'admin';
export type Theme = 'green' | 'orange' | 'cyan' | 'purple' | 'pink' | 'black';

export interface ProvinceRec {
  id: number;
  name: string;
}

export interface SchoolRec {
  id: number;
  name: string;
  city: string;
  province_id: number;
  /** Girls' (FEMALE) or boys' (MALE) school; null for a mixed school. */
  gender: Gender | null;
  grades: Grade[];
  manager_id: number;
  gamification: { status: 'on' | 'off'; updated_at: string | null };
}

export interface ClassRec {
  id: number;
  name: string;
  grade: Grade;
  school_id: number;
  teacher_id: number | null;
}

/** Everyone who can sign in. Pupils carry `class_id` and `ability` (0–1, how well they practise). */
export interface PersonRec {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  gender: Gender;
  role: Role;
  phone: string;
  profile_url: string;
  theme: Theme;
  school_id: number | null;
  /** What `school_name` shows for users without a school (an office, support). */
  office: string | null;
  province: string;
  city: string;
  birth_date: string | null;
  email: string | null;
  /** Pupils only. */
  class_id: number | null;
  ability: number;
  avatar_id: number | null;
  /**
   * Pupils only: the plan they had bought when the world begins (an id of PLANS), and until when;
   * its paid order is seeded from it. What runs now, and what waits, is orders.ts subscriptionsOf.
   */
  plan: { id: number; expires_at: string } | null;
  /** The password the person chose, or null for the demo's people: any password signs them in. */
  password: string | null;
  /**
   * Education offices (role organization) only: what the office governs — the id of its one
   * province (a provincial office, «اداره کل آموزش و پرورش …»), or `'national'` for the
   * ministry's national office, which governs every province. An office without it governs
   * nothing. Read through mocks/server/areas/school-scope.ts (`officeGoverns`).
   */
  governs?: number | 'national';
}
