import type { StudentRecord } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';
import { bandOf } from '@/shared/practice/feedback/smart-score';
import { bandText } from '@/shared/practice/feedback/strings';
import type { ExportTable } from './sheet';

const x = {
  firstName: 'نام',
  lastName: 'نام خانوادگی',
  className: 'کلاس',
  noClass: 'بدون کلاس',
  answered: 'پرسش‌های پاسخ‌داده',
  score: 'میانگین امتیاز هوشمند',
  band: 'سطح',
  noScore: 'هنوز تمرین نکرده',
  lastActive: 'آخرین فعالیت',
};

/**
 * Pupils' records (a class's, or every page of a school's) as a spreadsheet: the figures each row
 * of the teacher's and the school's lists shows, the SmartScore rounded as there, its band in words.
 */
export function pupilsTable(title: string, pupils: StudentRecord[]): ExportTable {
  return {
    title,
    columns: [
      { header: x.firstName },
      { header: x.lastName },
      { header: x.className },
      { header: x.answered, kind: 'number' },
      { header: x.score, kind: 'number' },
      { header: x.band },
      { header: x.lastActive },
    ],
    rows: pupils.map((pupil) => {
      const score = pupil.average_smart_score === null ? null : Math.round(pupil.average_smart_score);
      return [
        pupil.first_name,
        pupil.last_name,
        pupil.class?.name ?? x.noClass,
        pupil.questions_answered,
        score,
        score === null ? x.noScore : bandText[bandOf(score)],
        pupil.last_active_at ? formatJalaliDate(pupil.last_active_at) : null,
      ];
    }),
  };
}
