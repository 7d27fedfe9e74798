import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useListAgents } from '@/api/generated/endpoints/public/public';
import type { AgentSummary } from '@/api/generated/model';
import { paths } from '@/shared/routing/paths';
import { PageSection } from '@/shared/ui/public-page';
import { EmptyState, QueryState } from '@/shared/ui/states';
import { AgentCard } from './agent-card';
import { ALL_PROVINCES, filterAgents, provincesOf } from './agent-values';
import { t } from './strings';

/** The directory section: the agents from the contract, or its loading, error and empty states. */
export function AgentsDirectory() {
  const agents = useListAgents();
  return (
    <PageSection title={t.directory.title} intro={t.directory.intro}>
      <QueryState
        query={agents}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            title={t.directory.empty.title}
            description={t.directory.empty.description}
            action={
              <Button component={Link} to={paths.public.contactUsHref('school')} mih={44}>
                {t.directory.empty.action}
              </Button>
            }
          />
        }
      >
        {(data) => <FilteredAgents agents={data} />}
      </QueryState>
    </PageSection>
  );
}

/** Province and text filters over the whole list (a few dozen agents, so the page filters, not the server). */
function FilteredAgents({ agents }: { agents: AgentSummary[] }) {
  const [province, setProvince] = useState(ALL_PROVINCES);
  const [query, setQuery] = useState('');
  const provinces = useMemo(() => provincesOf(agents), [agents]);
  const shown = useMemo(() => filterAgents(agents, { province, query }), [agents, province, query]);
  const filtered = province !== ALL_PROVINCES || query.trim() !== '';
  const clear = () => {
    setProvince(ALL_PROVINCES);
    setQuery('');
  };

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          type="search"
          size="lg"
          label={t.directory.search}
          placeholder={t.directory.searchPlaceholder}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        <Select
          size="lg"
          label={t.directory.province}
          data={[
            { value: ALL_PROVINCES, label: t.directory.allProvinces },
            ...provinces.map((p) => ({ value: p, label: p })),
          ]}
          value={province}
          onChange={(value) => setProvince(value ?? ALL_PROVINCES)}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Group justify="space-between" mih={44}>
        {/* Announced as the filters change, so a screen reader hears how many remain. */}
        <Text fw={700} aria-live="polite">
          {t.directory.count(shown.length)}
        </Text>
        {filtered && shown.length > 0 && (
          <Button variant="subtle" onClick={clear} mih={44}>
            {t.directory.clear}
          </Button>
        )}
      </Group>
      {shown.length === 0 ? (
        <EmptyState
          title={t.directory.noMatch.title}
          description={t.directory.noMatch.description}
          action={
            <Button variant="outline" onClick={clear} mih={44}>
              {t.directory.clear}
            </Button>
          }
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {shown.map((agent) => (
            <AgentCard key={agent.id} agent={agent} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
