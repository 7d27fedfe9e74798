import { lazy, Suspense } from 'react';
import { LoadingState } from '@/shared/ui/states';

// The charts (recharts) load with this tab only: the class page's other tabs, and every other
// screen, start without them.
const ClassReport = lazy(() => import('@/shared/class-report/class-report').then((m) => ({ default: m.ClassReport })));

/** The class's report for this course: the period, headline figures and charts, and the link to the print view. */
export function ReportsTab({ classId, courseId }: { classId: number; courseId: number }) {
  return (
    <Suspense fallback={<LoadingState />}>
      <ClassReport classId={classId} courseId={courseId} />
    </Suspense>
  );
}
