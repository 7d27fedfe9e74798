import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router-dom';
import { useGetLaboratoryExample } from '@/api/generated/endpoints/lab/lab';
import type { LabExampleVariant } from '@/api/generated/model';
import { toPersianDigits } from '@/shared/digits';
import { paths } from '@/shared/routing/paths';
import { queryPhase } from '@/shared/ui/query-phase';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState, QueryState } from '@/shared/ui/states';
import { BackLink } from './back-link';
import { previewFor, type VariantProps } from './lab-previews';
import { t } from './strings';

/**
 * /lab/example-component/{slug} — one component's examples: each variant draws the component the
 * slug names from the props the call gives it; props it cannot draw are listed in words.
 */
export function ExampleComponentScreen() {
  useDocumentTitle(t.example.documentTitle);
  const slug = useParams().slug ?? '';
  const example = useGetLaboratoryExample(slug, { query: { enabled: slug !== '' } });

  return (
    <Stack gap="lg">
      <BackLink to={paths.lab.compApi} label={t.example.backToList} />
      {/* A failed call still gets its heading, above the error. */}
      {queryPhase(example) === 'error' && <ScreenHeading title={t.example.notFound} />}
      <QueryState query={example}>
        {(data) => (
          <>
            <ScreenHeading title={data.title} subtitle={data.description} />
            {data.variants.length === 0 ? (
              <EmptyState title={t.example.empty} />
            ) : (
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                {data.variants.map((variant, i) => (
                  <Variant key={variant.title} slug={slug} variant={variant} id={`variant-${i}`} />
                ))}
              </SimpleGrid>
            )}
          </>
        )}
      </QueryState>
    </Stack>
  );
}

/** A prop's value in words: text as is, numbers in Persian digits, lists joined, a verdict in Persian. */
function shown(value: unknown): string {
  if (Array.isArray(value)) return value.map(shown).join('، ');
  if (value === 'correct' || value === 'wrong') return t.preview.feedback[value];
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return toPersianDigits(value);
  return toPersianDigits(JSON.stringify(value));
}

function Variant({ slug, variant, id }: { slug: string; variant: LabExampleVariant; id: string }) {
  const props = variant.props as VariantProps;
  const drawn = previewFor(slug, props);
  return (
    <Card component="article" aria-labelledby={id} withBorder>
      <Title order={2} size="h4" id={id} mb="xs">
        {variant.title}
      </Title>
      {drawn ?? <PropsInWords props={props} title={variant.title} />}
    </Card>
  );
}

/** The props of a variant the lab cannot draw, each under its Persian name. */
function PropsInWords({ props, title }: { props: VariantProps; title: string }) {
  const entries = Object.entries(props);
  if (entries.length === 0) return <Text c="dimmed">{t.example.noProps}</Text>;
  return (
    <Table aria-label={`${t.example.props}: ${title}`} layout="fixed">
      <Table.Tbody>
        {entries.map(([key, value], index) => (
          <Table.Tr key={key}>
            <Table.Th scope="row" w="30%">
              {t.preview.propNames[key] ?? t.preview.otherProp(index + 1)}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{shown(value)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
