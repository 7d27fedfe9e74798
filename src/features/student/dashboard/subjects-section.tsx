import { Box, Group, Progress, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useListMyCourses } from '@/api/generated/endpoints/member/member';
import type { CourseProgress, MasteryLevel } from '@/api/generated/model';
import { bandOf } from '@/shared/practice/feedback/smart-score';
import { bandText } from '@/shared/practice/feedback/strings';
import { paths } from '@/shared/routing/paths';
import { EmptyState } from '@/shared/ui/states';
import { DashboardSection, QueryBody } from '@/shared/ui/dashboard-section';
import { t } from './strings';

/** The ring's colour per SmartScore band (as the practice meter colours them); the band is in words too. */
const BAND_COLOR: Record<MasteryLevel, MantineColor> = {
  not_started: 'gray.5',
  practicing: 'blue.6',
  proficient: 'green.7',
  challenge: 'orange.6',
  mastered: 'yellow.5',
};

/**
 * Progress per subject with Mantine's own rings and bars: no chart library, so the pupil's first
 * load carries no chart code (issue 11).
 */
export function SubjectsSection() {
  const query = useListMyCourses();
  return (
    <DashboardSection title={t.subjects.title} action={{ label: t.subjects.all, to: paths.student.courses }}>
      <QueryBody
        query={query}
        loading={t.subjects.loading}
        isEmpty={(courses) => courses.length === 0}
        empty={<EmptyState title={t.subjects.empty} />}
      >
        {(courses) => (
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="sm"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {courses.map((course) => (
              <CourseCard key={course.id} course={course} />
            ))}
          </SimpleGrid>
        )}
      </QueryBody>
    </DashboardSection>
  );
}

function CourseCard({ course }: { course: CourseProgress }) {
  const band = bandOf(course.average_smart_score);
  const proficientPercent = course.skills_total ? (course.skills_proficient / course.skills_total) * 100 : 0;
  return (
    <li>
      <UnstyledButton
        component={Link}
        to={paths.student.courseDetailHref(course.subject, course.id)}
        display="block"
        w="100%"
        h="100%"
        p="sm"
        style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}
      >
        <Group wrap="nowrap" gap="sm" align="center">
          <Box aria-hidden style={{ flexShrink: 0 }}>
            {/* A CSS ring rather than RingProgress: its sections bring a tooltip (floating-ui) into the first load. */}
            <Box
              w={84}
              h={84}
              p={9}
              style={{
                borderRadius: '50%',
                background: `conic-gradient(var(--mantine-color-${BAND_COLOR[band].replace('.', '-')}) ${course.average_smart_score}%, var(--mantine-color-gray-2) 0)`,
              }}
            >
              <Box
                w="100%"
                h="100%"
                bg="var(--mantine-color-body)"
                style={{ borderRadius: '50%', display: 'grid', placeItems: 'center' }}
              >
                <Text ta="center" fw={800} size="lg">
                  {t.subjects.average(course.average_smart_score)}
                </Text>
              </Box>
            </Box>
          </Box>
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={700}>{course.name}</Text>
            <Text size="sm">{t.subjects.averageText(course.average_smart_score, bandText[band])}</Text>
            <Text size="sm" c="dimmed">
              {t.subjects.proficient(course.skills_proficient, course.skills_total)}
            </Text>
            <Text size="sm" c="dimmed">
              {t.subjects.mastered(course.skills_mastered)}
            </Text>
          </Stack>
        </Group>
        {/* Drawn only: «۳ از ۱۶ مهارت ماهر» above says it in words. */}
        <Progress value={proficientPercent} color="green.7" size="sm" radius="xl" mt="sm" aria-hidden />
      </UnstyledButton>
    </li>
  );
}
