import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useGetLaboratoryExample } from '@/api/generated/endpoints/lab/lab';
import { errors, messageOf } from '@/shared/i18n/errors';
import { ApiError } from '@/api/api-error';
import { paths } from '@/shared/routing/paths';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { BackLink } from './back-link';
import { t } from './strings';

/** The error answers the laboratory example call declares in the contract. */
export const NE_TEST_CODES = [401, 403, 404, 500] as const;
type Code = (typeof NE_TEST_CODES)[number];

/** Any component of the catalogue: the call is only a carrier for the error asked for. */
export const NE_TEST_SLUG = 'multiple-choice';

/**
 * /lab/ne-test — sends the laboratory example call asking the mock server (Prism's `Prefer: code=`)
 * for one of its declared errors, and shows what a user would read: the catalogued Persian message.
 */
export function NeTestScreen() {
  useDocumentTitle(t.neTest.documentTitle);
  const [code, setCode] = useState<Code | null>(null);
  const call = useGetLaboratoryExample(NE_TEST_SLUG, {
    // A key of its own per code, so the real example page's cache never holds an error.
    query: { queryKey: ['lab', 'ne-test', code], enabled: code !== null, retry: false, gcTime: 0 },
    request: { headers: { Prefer: `code=${code}` } },
  });

  return (
    <Stack gap="lg">
      <BackLink to={paths.lab.root} label={t.backToLab} />
      <ScreenHeading title={t.neTest.title} subtitle={t.neTest.subtitle} />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {NE_TEST_CODES.map((each) => (
          <Button
            key={each}
            variant={each === code ? 'filled' : 'light'}
            mih={44}
            aria-pressed={each === code}
            onClick={() => (each === code ? void call.refetch() : setCode(each))}
          >
            {`${t.neTest.ask(each)}: ${t.neTest.codes[each]}`}
          </Button>
        ))}
      </SimpleGrid>
      <section aria-labelledby="ne-test-result">
        <Title order={2} size="h4" id="ne-test-result" mb="xs">
          {t.neTest.result}
        </Title>
        {code === null ? (
          <Text c="dimmed">{t.neTest.idle}</Text>
        ) : call.isFetching ? (
          <LoadingState />
        ) : call.isError ? (
          <Stack gap="xs">
            {call.error instanceof ApiError && <Text fw={500}>{t.neTest.status(call.error.status)}</Text>}
            <ErrorState message={messageOf(call.error, errors.fetchData)} />
          </Stack>
        ) : (
          <Text fw={500}>{t.neTest.answered}</Text>
        )}
      </section>
    </Stack>
  );
}
