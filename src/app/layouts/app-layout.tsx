import { RoleLayout } from '@/app/shell/role-layout';

/** The signed-in layout of teacher, school, organization and admin (the student has StudentLayout). */
export const AppLayout = RoleLayout;
