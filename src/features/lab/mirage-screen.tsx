import { Anchor, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { BackLink } from './back-link';
import { demoLists, t } from './strings';

/** /lab/mirage — the fake API's demo lists, each linking to its own page. */
export function MirageScreen() {
  useDocumentTitle(t.mirage.documentTitle);
  return (
    <Stack gap="lg">
      <BackLink to={paths.lab.root} label={t.backToLab} />
      <ScreenHeading title={t.mirage.title} subtitle={t.mirage.subtitle} />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="ul" style={{ listStyle: 'none', padding: 0 }}>
        {demoLists.map((slug) => (
          <Card key={slug} withBorder component="li">
            <Anchor
              component={Link}
              to={paths.lab.mirageItemHref(slug)}
              fw={700}
              size="lg"
              mih={44}
              style={{ display: 'inline-flex', alignItems: 'center' }}
            >
              {t.mirage.lists[slug].title}
            </Anchor>
            <Text c="dimmed">{t.mirage.lists[slug].description}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
