import type { Role } from '@/api/generated/model';
import { paths } from '@/shared/routing/paths';

/** The signed-in role's messages routes; only pupils, teachers and managers are routed to this slice. */
export function chatPathsOf(role: Role | null) {
  return role === 'teacher' ? paths.teacher : role === 'school' ? paths.school : paths.student;
}
