import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { OrganizationSchool } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';
import { rememberSchoolName } from '@/shared/navigation/school-name';
import { paths } from '@/shared/routing/paths';
import { t } from './strings';

/**
 * One school of a province: its name links to the school's dashboard, then city and kind, its
 * grades 4–6, classes and pupils, and the year's mean SmartScore. Opening it remembers the name,
 * so the side menu titles the school at once (the school page also remembers it on a deep link).
 */
export function SchoolRow({ school }: { school: OrganizationSchool }) {
  const kind = t.province.kinds[school.gender ?? 'mixed'];
  const grades = school.grades.map((grade) => common.grades[grade]);
  const score = school.average_smart_score;
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={school.name}>
      <Stack gap={2}>
        <Anchor
          component={Link}
          to={paths.organization.schoolHref(school.id)}
          onClick={() => rememberSchoolName(String(school.id), school.name)}
          aria-label={t.province.open(school.name)}
          fw={700}
          mih={44}
          display="inline-flex"
          style={{ alignItems: 'center', alignSelf: 'flex-start', overflowWrap: 'anywhere' }}
        >
          {school.name}
        </Anchor>
        <Text size="sm">{t.province.cityAndKind(school.city, kind)}</Text>
        <Text size="sm" c="dimmed">
          {grades.length ? t.province.grades(grades) : t.province.noGrades}
        </Text>
        <Text size="sm" c="dimmed">
          {t.province.classesAndPupils(school.class_count, school.student_count)}
        </Text>
        <Text size="sm">{score === null ? t.province.noScore : t.province.score(Math.round(score))}</Text>
      </Stack>
    </Paper>
  );
}
