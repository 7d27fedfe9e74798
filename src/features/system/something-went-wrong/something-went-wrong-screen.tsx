import { Box, Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterStateContext, useRouteError } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { t } from './strings';

function reloadPage() {
  window.location.reload();
}

/** Logs the error the router caught (never shown: children get no technical details). */
function RouteErrorLog() {
  const error = useRouteError();
  useEffect(() => {
    // Outside an error (the standalone route) the router answers null or undefined.
    if (error != null) console.error(error);
  }, [error]);
  return null;
}

/**
 * The router's `errorElement` (a render error anywhere below the root) and /something-went-wrong.
 * It needs only Mantine and a router: no session, no query — those may be what broke.
 * The error is read only inside a data router; under a plain router (stories) there is none.
 * «بازگشت به صفحه اصلی» is a full page load, so whatever state broke is left behind.
 * `onRetry` exists for stories and tests; the app uses the default (reload).
 */
export function SomethingWentWrongScreen({ onRetry = reloadPage }: { onRetry?: () => void }) {
  useDocumentTitle(t.documentTitle);
  const inDataRouter = useContext(UNSAFE_DataRouterStateContext) !== null;
  return (
    <Box component="main" mih="100dvh" bg="var(--mantine-primary-color-0)" px="md" py="xl">
      {inDataRouter && <RouteErrorLog />}
      <Center mih="calc(100dvh - 2 * var(--mantine-spacing-xl))">
        <Stack align="center" gap="md" maw={440} ta="center">
          <Title order={1} size="h2">
            {t.title}
          </Title>
          <Text size="lg">{t.body}</Text>
          <Group justify="center" gap="sm">
            <Button size="lg" mih={48} onClick={onRetry}>
              {t.retry}
            </Button>
            <Button component="a" href={paths.home} size="lg" mih={48} variant="outline">
              {t.backHome}
            </Button>
          </Group>
        </Stack>
      </Center>
    </Box>
  );
}
