import { Text } from '@mantine/core';
import { useListTeacherStudentRecords } from '@/api/generated/endpoints/teacher/teacher';
import { paths } from '@/shared/routing/paths';
import { EmptyState } from '@/shared/ui/states';
import { LOW_SMART_SCORE, needsAttention } from './home-values';
import { PlainList, QueryBody, StackedSection } from '@/shared/ui/dashboard-section';
import { ItemLink } from './item-link';
import { t } from './strings';

/** The contract's largest page: every pupil of a teacher's classes (two or three classes of ≤ 35). */
const ALL_PUPILS = { page: 1, size: 100 } as const;

/**
 * «دانش‌آموزانی که توجه می‌خواهند»: pupils whose year-average SmartScore is low. The contract has
 * no per-pupil overdue-homework or «هنوز متوجه نشدم» call for the teacher, and a student record
 * carries no course id, so each pupil links to the students page rather than their course page.
 */
export function AttentionSection() {
  const query = useListTeacherStudentRecords(ALL_PUPILS);
  return (
    <StackedSection title={t.attention.title} action={{ label: t.attention.all, to: paths.teacher.students }}>
      <QueryBody
        query={query}
        loading={t.attention.loading}
        isEmpty={(page) => needsAttention(page.results).length === 0}
        empty={<EmptyState title={t.attention.empty} />}
      >
        {(page) => (
          <>
            <Text size="sm" c="dimmed">
              {t.attention.hint(LOW_SMART_SCORE)}
            </Text>
            <PlainList>
              {needsAttention(page.results).map((pupil) => (
                <ItemLink
                  key={pupil.id}
                  to={paths.teacher.students}
                  title={`${pupil.first_name} ${pupil.last_name}`}
                  details={[t.joined(pupil.class?.name ?? '', t.attention.score(pupil.average_smart_score))]}
                />
              ))}
            </PlainList>
          </>
        )}
      </QueryBody>
    </StackedSection>
  );
}
