import type { Grade } from '@/api/generated/model';

/**
 * Paths the menus link to whose screens come with later issues. They live here, not in
 * routing/paths.ts, until their screens exist; move them there then.
 */
export const menuPaths = {
  student: {
    /** Course path plus /math (spec §2). */
    mathCourse: '/courses/math',
    /**
     * Maths homework of the student's class grade. Decision: the homework list takes the grade and
     * subject as query parameters; without a class the list is filtered by subject only.
     */
    mathHomework: (grade: Grade | null) =>
      grade ? `/homeworks?grade=${grade}&subject=math` : '/homeworks?subject=math',
  },
  teacher: { classes: '/teacher/classes', students: '/teacher/students', profile: '/teacher/profile' },
  school: {
    grade: (grade: Grade) => `/school/grades/${grade}`,
    students: '/school/students',
    profile: '/school/profile',
  },
  organization: {
    school: (id: string) => `/organization/school/${encodeURIComponent(id)}`,
    schoolStudents: (id: string) => `/organization/school/${encodeURIComponent(id)}/students`,
  },
} as const;
