import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { useListLaboratoryComponents } from '@/api/generated/endpoints/lab/lab';
import { LabComponentCategory, type LabComponent } from '@/api/generated/model';
import { paths } from '@/shared/routing/paths';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState } from '@/shared/ui/states';
import { BackLink } from './back-link';
import { QueryStates } from './query-states';
import { t } from './strings';
import { StatusChip } from '@/shared/ui/status-chip';

/** The contract's categories in its own order; the server already sorts by category then title. */
const categories = Object.values(LabComponentCategory);

/** /lab/comp-api — the laboratory's component catalogue by category, each linking to its examples. */
export function CompApiScreen() {
  useDocumentTitle(t.compApi.documentTitle);
  const components = useListLaboratoryComponents();
  return (
    <Stack gap="lg">
      <BackLink to={paths.lab.root} label={t.backToLab} />
      <ScreenHeading title={t.compApi.title} subtitle={t.compApi.subtitle} />
      <QueryStates query={components}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t.compApi.empty.title} description={t.compApi.empty.description} />
          ) : (
            categories
              .map((category) => ({ category, items: list.filter((c) => c.category === category) }))
              .filter(({ items }) => items.length > 0)
              .map(({ category, items }) => <Category key={category} category={category} items={items} />)
          )
        }
      </QueryStates>
    </Stack>
  );
}

function Category({ category, items }: { category: LabComponentCategory; items: LabComponent[] }) {
  return (
    <section aria-labelledby={`category-${category}`}>
      <Title order={2} size="h4" mb="xs" id={`category-${category}`}>
        {t.compApi.categories[category]}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((item) => (
          <Card key={item.slug} component="li" withBorder padding="sm">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Anchor
                component={Link}
                to={paths.lab.exampleComponentHref(item.slug)}
                fw={700}
                mih={44}
                style={{ display: 'inline-flex', alignItems: 'center' }}
              >
                {item.title}
              </Anchor>
              <StatusChip variant="default" style={{ flexShrink: 0 }}>
                {t.compApi.examples(item.example_count)}
              </StatusChip>
            </Group>
            <Text size="sm" c="dimmed">
              {item.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
