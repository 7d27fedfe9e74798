import { useDocumentTitle } from '@mantine/hooks';
import { ExportMenu } from '@/shared/export/export-menu';
import { pupilsTable } from '@/shared/export/export-menu';
import { pupilQueryOf, usePupilAddress } from '@/shared/pupil-search/pupil-address';
import { PupilListFrame } from '@/shared/pupil-search/pupil-list-frame';
import { useSchoolScope } from '@/shared/routing/use-school-scope';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { StudentRow } from './student-row';
import { t } from './strings';
import { useAllStudentRecords, useClassChoices, useStudentRecords } from './use-students-data';

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
      actions={
        <ExportMenu
          what={t.list.title}
          load={async () => pupilsTable(t.list.exportTitle(className), await loadAll())}
        />
      }
    />
  );
}
