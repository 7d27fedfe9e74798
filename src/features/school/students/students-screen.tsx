import { useDocumentTitle } from '@mantine/hooks';
import type { StudentRecord } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';
import { ExportMenu } from '@/shared/export/export-menu';
import type { ExportTable } from '@/shared/export/sheet';
import { bandOf } from '@/shared/practice/feedback/smart-score';
import { bandText } from '@/shared/practice/feedback/strings';
import { pupilQueryOf, usePupilAddress } from '@/shared/pupil-search/pupil-address';
import { PupilListFrame } from '@/shared/pupil-search/pupil-list-frame';
import { useSchoolScope } from '@/shared/routing/use-school-scope';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { StudentRow } from './student-row';
import { t } from './strings';
import { useAllStudentRecords, useClassChoices, useStudentRecords } from './use-students-data';

/** Every pupil the list selects (all pages), as a spreadsheet: the figures each row shows. */
export function studentsTable(pupils: StudentRecord[], className: string | null): ExportTable {
  const x = t.list.export;
  return {
    title: x.title(className),
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
        pupil.class?.name ?? t.list.noClass,
        pupil.questions_answered,
        score,
        score === null ? t.list.noScore : bandText[bandOf(score)],
        pupil.last_active_at ? formatJalaliDate(pupil.last_active_at) : null,
      ];
    }),
  };
}

/**
 * /school/students — the school's pupils, searchable and filtered by class, a page at a time; the
 * word, class and page live in the address; the office sees the same list of any school at
 * /organization/school/:schoolId/students. The school's classes give the filter and check an
 * address's class.
 * The last page stays on screen while the next one loads, so paging and typing never blank the list.
 */
export function StudentsScreen() {
  useDocumentTitle(t.list.documentTitle);
  const { role } = useSchoolScope();
  const [address, change] = usePupilAddress();
  const classes = useClassChoices();
  const classIds = classes.data?.map((klass) => klass.id) ?? [];
  const query = pupilQueryOf(address, classIds);
  const records = useStudentRecords(query, classes.isSuccess);
  const loadAll = useAllStudentRecords({ searchedWord: query.searchedWord, classId: query.classId });
  const className = classes.data?.find((klass) => klass.id === query.classId)?.name ?? null;

  return (
    <PupilListFrame
      heading={<ScreenHeading title={t.list.title} subtitle={t.list.subtitle[role]} />}
      address={address}
      onChange={change}
      classes={classes}
      choices={classes.data}
      records={records}
      text={t.list}
      renderRow={(pupil) => <StudentRow pupil={pupil} />}
      actions={<ExportMenu what={t.list.title} load={async () => studentsTable(await loadAll(), className)} />}
    />
  );
}
