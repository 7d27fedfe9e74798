import { Anchor, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useGetTeacherClassDashboard, useListTeacherStudentRecords } from '@/api/generated/endpoints/teacher/teacher';
import type { Course, StudentRecord } from '@/api/generated/model';
import { byClass } from '@/shared/class-order';
import { pupilSearchOf } from '@/shared/pupil-search/pupil-address';
import { paths } from '@/shared/routing/paths';
import { PlainList, StackedSection } from '@/shared/ui/dashboard-section';
import { EmptyState, queryFallback } from '@/shared/ui/states';
import { LOW_SMART_SCORE, needsAttention } from './home-values';
import { t } from './strings';

/** The contract's largest page: every pupil of a teacher's classes (two or three classes of ≤ 35). */
const ALL_PUPILS = { page: 1, size: 100 } as const;

/** A pupil listed here: one with a year-average SmartScore. */
type AttentionPupil = ReturnType<typeof needsAttention>[number];

const linkStyle = {
  alignItems: 'center',
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 999,
} as const;

/** Where a pupil's name alone leads: the students page narrowed to that pupil in their class. */
function pupilInListHref(pupil: StudentRecord, name: string): string {
  const search = pupilSearchOf({ q: name, classId: pupil.class?.id ?? null, page: 1 });
  return `${paths.teacher.students}?${search.toString()}`;
}

/**
 * One pupil: name, class and score, and a link to the pupil's own page in each course the teacher
 * teaches in the pupil's class (a student record names its class, not its courses: the class
 * cards give them). A pupil with no known course links to the students page narrowed to them.
 */
function AttentionRow({ pupil, courses }: { pupil: AttentionPupil; courses: readonly Course[] }) {
  const name = `${pupil.first_name} ${pupil.last_name}`.trim();
  const klass = pupil.class;
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={name}>
      <Text fw={700}>{name}</Text>
      <Text size="sm" c="dimmed">
        {t.joined(klass?.name ?? '', t.attention.score(pupil.average_smart_score))}
      </Text>
      <Group
        component="ul"
        aria-label={t.attention.coursesOf(name)}
        gap="xs"
        mt="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {klass && courses.length > 0 ? (
          courses.map((course) => (
            <li key={course.id}>
              <Anchor
                component={Link}
                to={paths.teacher.studentCourseHref(pupil.id, klass.grade, course.id)}
                aria-label={t.attention.courseLink(name, course.name)}
                mih={44}
                px="sm"
                display="inline-flex"
                style={linkStyle}
              >
                {course.name}
              </Anchor>
            </li>
          ))
        ) : (
          <li>
            <Anchor
              component={Link}
              to={pupilInListHref(pupil, name)}
              aria-label={t.attention.pupilLink(name)}
              mih={44}
              px="sm"
              display="inline-flex"
              style={linkStyle}
            >
              {t.attention.open}
            </Anchor>
          </li>
        )}
      </Group>
    </Paper>
  );
}

/**
 * «دانش‌آموزانی که توجه می‌خواهند»: pupils whose year-average SmartScore is low, each opening that
 * pupil's own page in one of the teacher's courses of their class. The contract has no per-pupil
 * overdue-homework or «هنوز متوجه نشدم» call for the teacher. The class cards are the «کلاس‌های
 * من» section's call (one request for both).
 */
export function AttentionSection() {
  const records = useListTeacherStudentRecords(ALL_PUPILS);
  const cards = useGetTeacherClassDashboard(undefined, { query: { select: byClass } });
  const waiting = queryFallback([records, cards], { loadingLabel: t.attention.loading });
  const pupils = records.data ? needsAttention(records.data.results) : [];
  const coursesOf = (pupil: StudentRecord): readonly Course[] =>
    cards.data?.find((card) => card.class.id === pupil.class?.id)?.courses ?? [];
  return (
    <StackedSection title={t.attention.title} action={{ label: t.attention.all, to: paths.teacher.students }}>
      {waiting ??
        (pupils.length === 0 ? (
          <EmptyState title={t.attention.empty} />
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t.attention.hint(LOW_SMART_SCORE)}
            </Text>
            <PlainList>
              {pupils.map((pupil) => (
                <AttentionRow key={pupil.id} pupil={pupil} courses={coursesOf(pupil)} />
              ))}
            </PlainList>
          </>
        ))}
    </StackedSection>
  );
}
