import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Package } from '@/api/generated/model';
import { ActiveSwitch, type SameNamed } from './active-switch';
import { packageHref } from './package-params';
import { t } from './strings';
import { StatusChip } from '@/shared/ui/status-chip';

/** One package of the list: its course and grade, activities, class progress, the switch and its link. */
export function PackageCard({ pkg, classId, copy }: { pkg: Package; classId: number; copy?: SameNamed }) {
  const id = useId();
  return (
    <Paper component="li" aria-labelledby={id} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={4} flex="1 1 14rem">
            <Title id={id} order={2} size="h4">
              {pkg.title}
            </Title>
            <Group gap="xs">
              <StatusChip variant="light">{pkg.course.name}</StatusChip>
              <Text fz="sm" c="dimmed">
                {t.list.activities(pkg.activities_count)}
              </Text>
            </Group>
          </Stack>
          <ActiveSwitch pkg={pkg} copy={copy} />
        </Group>
        {pkg.description && <Text fz="sm">{pkg.description}</Text>}
        <Stack gap={4}>
          <Text fz="sm">{t.list.progress(pkg.progress_percent)}</Text>
          <Progress value={pkg.progress_percent} aria-label={t.list.progressLabel(pkg.title)} />
        </Stack>
        <Group justify="flex-end">
          <Button
            component={Link}
            to={packageHref(pkg.id, classId)}
            variant="light"
            mih={44}
            aria-label={t.list.openPackage(pkg.title)}
          >
            {t.list.open}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
