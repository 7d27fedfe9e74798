import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { labTools, t, type LabTool } from './strings';

const toolHref: Record<LabTool, string> = {
  compApi: paths.lab.compApi,
  mirage: paths.lab.mirage,
  science: paths.lab.science,
  neTest: paths.lab.neTest,
};

/** /lab — the development area's home: one card per tool, each a real link. */
export function LabHomeScreen() {
  useDocumentTitle(t.home.documentTitle);
  return (
    <Stack gap="lg">
      <ScreenHeading title={t.home.title} subtitle={t.home.subtitle} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {labTools.map((tool) => (
          <Card key={tool} withBorder component="article" aria-labelledby={`lab-tool-${tool}`}>
            <Stack gap="xs" h="100%">
              <Title order={2} size="h4" id={`lab-tool-${tool}`}>
                {t.tools[tool].title}
              </Title>
              <Text c="dimmed" style={{ flex: 1 }}>
                {t.tools[tool].description}
              </Text>
              <Button
                component={Link}
                to={toolHref[tool]}
                variant="light"
                mih={44}
                aria-label={t.home.open(t.tools[tool].title)}
              >
                {t.tools[tool].title}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
