import type { RouteObject } from 'react-router-dom';
import type { Role } from '@/api/generated/model';
import { RequireRole } from '@/shared/auth/guards';
import { adminChatRoutes } from './admin/chat';
import { screen } from './lazy';
import { labScreens } from './lab';
import { organizationScreens } from './organization/screens';
import { schoolScreens } from './school/screens';
import { studentScreens } from './student/screens';
import { teacherScreens } from './teacher/screens';

const appLayout = screen(
  () => import('@/app/layouts/app-layout'),
  (m) => m.AppLayout,
);
const studentLayout = screen(
  () => import('@/app/shell/student-layout'),
  (m) => m.StudentLayout,
);

/** One role's tree: the guard, the signed-in layout, then the screens. */
function roleTree(role: Role, children: RouteObject[], layout = appLayout): RouteObject {
  return {
    element: <RequireRole role={role} />,
    children: [{ lazy: layout, children }],
  };
}

/** Student: /student and the spec's top-level student paths, one route file per area. */
export const studentRoutes = roleTree('student', studentScreens, studentLayout);

/** Teacher: /teacher and its areas, one route file per area. */
export const teacherRoutes = roleTree('teacher', teacherScreens);

/** The lab (development area) is a teacher-only tree of its own. */
export const labRoutes = roleTree('teacher', labScreens);

/** School manager: /school and its areas, one route file per area. */
export const schoolRoutes = roleTree('school', schoolScreens);

/** Education office: /organization and its areas, one route file per area. */
export const organizationRoutes = roleTree('organization', organizationScreens);

/** Admin: /admin goes to the chat list; the conversations, one route file. */
export const adminRoutes = roleTree('admin', adminChatRoutes);
