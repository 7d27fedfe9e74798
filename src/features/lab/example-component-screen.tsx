import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router-dom';
import { useGetLaboratoryExample } from '@/api/generated/endpoints/lab/lab';
import type { LabExampleVariant } from '@/api/generated/model';
import { toPersianDigits } from '@/shared/digits';
import { errors, messageOf } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import { BackLink } from './back-link';
import { t } from './strings';

/** /lab/example-component/{slug} — one component's examples, each variant with the props it is given. */
export function ExampleComponentScreen() {
  useDocumentTitle(t.example.documentTitle);
  const slug = useParams().slug ?? '';
  const example = useGetLaboratoryExample(slug, { query: { enabled: slug !== '' } });

  return (
    <Stack gap="lg">
      <BackLink to={paths.lab.compApi} label={t.example.backToList} />
      {example.isPending || (example.isError && example.isFetching) ? (
        <LoadingState />
      ) : example.isError ? (
        <>
          <ScreenHeading title={t.example.notFound} />
          <ErrorState message={messageOf(example.error, errors.fetchData)} onRetry={() => void example.refetch()} />
        </>
      ) : (
        <>
          <ScreenHeading title={example.data.title} subtitle={example.data.description} />
          {example.data.variants.length === 0 ? (
            <EmptyState title={t.example.empty} />
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {example.data.variants.map((variant, i) => (
                <Variant key={variant.title} variant={variant} id={`variant-${i}`} />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  );
}

/** A prop's value as a reader sees it: text as is, numbers in Persian digits, lists joined. */
function shown(value: unknown): string {
  if (Array.isArray(value)) return value.map(shown).join('، ');
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return toPersianDigits(value);
  return toPersianDigits(JSON.stringify(value));
}

function Variant({ variant, id }: { variant: LabExampleVariant; id: string }) {
  const props = Object.entries(variant.props);
  return (
    <Card component="article" aria-labelledby={id} withBorder>
      <Title order={2} size="h4" id={id} mb="xs">
        {variant.title}
      </Title>
      {props.length === 0 ? (
        <Text c="dimmed">{t.example.noProps}</Text>
      ) : (
        <Table aria-label={`${t.example.props}: ${variant.title}`} layout="fixed">
          <Table.Tbody>
            {props.map(([key, value]) => (
              <Table.Tr key={key}>
                <Table.Th scope="row" w="30%" dir="ltr" ta="right">
                  {key}
                </Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{shown(value)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
