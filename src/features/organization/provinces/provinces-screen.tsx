import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useGetOrganizationProvinces } from '@/api/generated/endpoints/organization/organization';
import type { Province } from '@/api/generated/model';
import { useSession } from '@/shared/auth/session-context';
import { formatNumber } from '@/shared/digits';
import { displayNameOf } from '@/shared/profile/display-name';
import { DashboardSection, QueryBody } from '@/shared/ui/dashboard-section';
import { EmptyState } from '@/shared/ui/states';
import { ProvinceCard } from './province-card';
import { t } from './strings';

/**
 * /organization — the education office's home: a greeting from the session (so the heading shows
 * before any call answers) and the provinces it governs, each with its headline counts and a link
 * to its schools. A provincial office governs one province (the server answers only that one);
 * the national office every province.
 */
export function ProvincesScreen() {
  useDocumentTitle(t.home.documentTitle);
  const { user } = useSession();
  const provinces = useGetOrganizationProvinces();
  return (
    <Stack gap="lg">
      <Paper radius="lg" p={{ base: 'md', sm: 'lg' }} withBorder>
        <Title order={1} size="h2">
          {t.home.greeting(user ? displayNameOf(user) : '')}
        </Title>
        {user?.school_name && (
          <Text fw={600} mt="xs">
            {user.school_name}
          </Text>
        )}
        <Text c="dimmed" mt="xs">
          {t.home.intro}
        </Text>
      </Paper>
      <DashboardSection title={t.home.provinces}>
        <QueryBody
          query={provinces}
          loading={t.home.loading}
          empty={<EmptyState title={t.home.empty.title} description={t.home.empty.description} />}
          isEmpty={(list) => list.length === 0}
        >
          {(list) => <ProvinceList provinces={list} />}
        </QueryBody>
      </DashboardSection>
    </Stack>
  );
}

function ProvinceList({ provinces }: { provinces: Province[] }) {
  const schools = provinces.reduce((sum, p) => sum + p.school_count, 0);
  const pupils = provinces.reduce((sum, p) => sum + p.student_count, 0);
  return (
    <Stack gap="sm">
      <Text c="dimmed">
        {provinces.length === 1
          ? t.home.totalOfOne(formatNumber(schools), formatNumber(pupils), provinces[0]!.name)
          : t.home.total(formatNumber(schools), formatNumber(pupils), provinces.length)}
      </Text>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {provinces.map((province) => (
          <ProvinceCard key={province.id} province={province} />
        ))}
      </Stack>
    </Stack>
  );
}
