// Stories and tests only: the contract's teacher example of a pupil's family report, its week before,
// and the route the screen is mounted under.
import { Route, Routes } from 'react-router-dom';
import type { FamilyReport } from '@/api/generated/model';
import { paths } from '@/shared/routing/paths';
import { example, handling } from '@/testing/handlers';
import { TeacherFamilyReportScreen } from './family-report-screen';

export const REPORT = 'getTeacherStudentFamilyReport' as const;
/** سارا (pupil 101): the call's path values. */
export const SARA = { params: { studentId: 101 } };

/** This week of سارا as the contract's example has it: two days gone, five to come. */
export const thisWeek = example(REPORT, 'teacher');

const WEEKDAYS = ['شنبه', 'یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه'];
const MINUTES = [12, 0, 25, 8, 18, 0, 0];

/** The week before, all of it gone: 63 minutes over four days (the example's `previous_minutes` is its own). */
export const previousWeek: FamilyReport = {
  ...thisWeek,
  week: 'previous',
  from: '2026-11-14',
  to: '2026-11-20',
  days: WEEKDAYS.map((weekday, i) => ({
    date: `2026-11-${14 + i}`,
    weekday,
    minutes: MINUTES[i]!,
    answered: MINUTES[i]! ? MINUTES[i]! + 4 : 0,
    future: false,
  })),
  minutes: 63,
  previous_minutes: 40,
  answered: 79,
  correct_percent: 76,
  practice_days: 4,
  homework: [],
  rewards: [],
};

/** The report call answering the week it is asked for; `onAsk` sees each `week` asked. */
export function answeringWeeks(onAsk: (week: string | null) => void = () => {}) {
  return handling(
    REPORT,
    ({ query }) => {
      onAsk(query.get('week'));
      return query.get('week') === 'previous' ? previousWeek : thisWeek;
    },
    SARA,
  );
}

/** The screen under its route, as the app mounts it. */
export function FamilyReportRoutes() {
  return (
    <Routes>
      <Route path={paths.teacher.studentFamilyReport} element={<TeacherFamilyReportScreen />} />
    </Routes>
  );
}
