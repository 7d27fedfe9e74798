import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Province } from '@/api/generated/model';
import { formatNumber } from '@/shared/digits';
import { paths } from '@/shared/routing/paths';
import { t } from './strings';

/** One figure: what it counts, then the number large (a term/definition pair for screen readers). */
function Figure({ value, label }: { value: string; label: string }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fw={700} size="lg" m={0}>
        {value}
      </Text>
    </div>
  );
}

/** A province on the office's home: its name links to its schools; its counts in Persian digits. */
export function ProvinceCard({ province }: { province: Province }) {
  const score = province.average_smart_score;
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={province.name}>
      <Stack gap="sm">
        <Anchor
          component={Link}
          to={paths.organization.provinceHref(province.id)}
          aria-label={t.home.open(province.name)}
          fw={700}
          size="lg"
          mih={44}
          display="inline-flex"
          style={{ alignItems: 'center', alignSelf: 'flex-start' }}
        >
          {province.name}
        </Anchor>
        <SimpleGrid component="dl" cols={{ base: 2, xs: 4 }} spacing="sm" m={0} style={{ display: 'grid' }}>
          <Figure value={formatNumber(province.school_count)} label={t.home.schools} />
          <Figure value={formatNumber(province.student_count)} label={t.home.pupils} />
          <Figure value={formatNumber(province.teacher_count)} label={t.home.teachers} />
          <Figure value={score === null ? t.home.noScore : formatNumber(Math.round(score))} label={t.home.score} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
