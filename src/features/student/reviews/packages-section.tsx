import { Button, Group, Image, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useListMyPackages } from '@/api/generated/endpoints/member/member';
import type { Package } from '@/api/generated/model';
import { paths } from '@/shared/routing/paths';
import { EmptyState, QueryState } from '@/shared/ui/states';
import { t } from './strings';

/** «بسته‌های آموزشی»: the class's packages the teacher has on, each with its progress and a link to it. */
export function PackagesSection() {
  const headingId = useId();
  const packages = useListMyPackages();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={2} size="h3" id={headingId}>
        {t.packages.title}
      </Title>
      <QueryState
        query={packages}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState title={t.packages.empty.title} description={t.packages.empty.description} />}
      >
        {(data) => (
          <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} p={0} m={0} style={{ listStyle: 'none' }}>
            {data.map((pkg) => (
              <PackageCard key={pkg.id} pkg={pkg} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  );
}

/** An empty alt: the cover is decoration, the title beside it names the package. */
const DECORATIVE = '';

function PackageCard({ pkg }: { pkg: Package }) {
  return (
    <Paper component="li" withBorder radius="lg" p="md">
      <Stack gap="xs" h="100%">
        <Group wrap="nowrap" gap="sm" align="flex-start">
          {pkg.cover_url && <Image src={pkg.cover_url} alt={DECORATIVE} w={48} h={48} radius="md" />}
          <div>
            <Text c="dimmed" fw={600}>
              {pkg.course.name}
            </Text>
            <Title order={3} size="h4">
              {pkg.title}
            </Title>
          </div>
        </Group>
        <Text size="sm">{pkg.description}</Text>
        <Progress
          value={pkg.progress_percent}
          radius="xl"
          color="teal"
          aria-label={t.packages.progressLabel(pkg.title)}
        />
        <Group justify="space-between">
          <Text>{t.packages.activities(pkg.activities_done, pkg.activities_count)}</Text>
          <Text fw={700}>{t.packages.percent(pkg.progress_percent)}</Text>
        </Group>
        <Button
          component={Link}
          to={paths.student.packageHref(pkg.id)}
          variant="light"
          mih={44}
          mt="auto"
          aria-label={t.packages.linkLabel(pkg.title)}
        >
          {t.packages.open}
        </Button>
      </Stack>
    </Paper>
  );
}
