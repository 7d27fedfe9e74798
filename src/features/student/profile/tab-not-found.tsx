import { Button, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { EmptyState } from '@/shared/ui/states';
import { t } from './strings';

/** /profile/<anything else>: says so in Persian and links back to the overview. */
export function TabNotFound() {
  useDocumentTitle(t.documentTitle(t.notFound.title));
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t.title}
      </Title>
      <EmptyState
        title={t.notFound.title}
        description={t.notFound.description}
        action={
          <Button component={Link} to={paths.student.profile} mih={44}>
            {t.notFound.back}
          </Button>
        }
      />
    </Stack>
  );
}
