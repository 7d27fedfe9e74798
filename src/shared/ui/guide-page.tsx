import { Accordion, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { ScreenHeading } from './screen-heading';

/** One part of a guide: its questions as an accordion, then buttons to the pages it explains. */
export interface GuideSection {
  /** Becomes the section's #anchor (see `anchorOf`). */
  id: string;
  title: string;
  intro: string;
  questions: readonly { question: string; answer: string }[];
  /** Buttons to the pages the section explains; the first is drawn light, the rest plain. */
  links: readonly { label: string; to: string }[];
}

export interface GuidePageProps {
  documentTitle: string;
  title: string;
  subtitle: string;
  /** Name of the table of contents (its landmark and its visible heading). */
  contents: string;
  sections: readonly GuideSection[];
  /** Names each section's row of buttons as a group, from the section's title; without it the row has no name. */
  linksLabel?: (sectionTitle: string) => string;
}

/** The anchor of a guide section on its page, e.g. `guide-homework`. */
export const anchorOf = (id: string) => `guide-${id}`;

/**
 * A help page: a table of contents (in-page links), then one section per part with its questions as
 * an accordion and buttons to the pages it explains. Static text only: the guides ask the server nothing.
 */
export function GuidePage({ documentTitle, title, subtitle, contents, sections, linksLabel }: GuidePageProps) {
  useDocumentTitle(documentTitle);
  return (
    <Stack gap="xl">
      <ScreenHeading title={title} subtitle={subtitle} />
      <Paper component="nav" aria-label={contents} withBorder radius="lg" p="md">
        <Text fw={700} mb="xs" aria-hidden>
          {contents}
        </Text>
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} spacing="xs" verticalSpacing={0} p={0} m={0}>
          {sections.map((section) => (
            <li key={section.id} style={{ listStyle: 'none' }}>
              <Anchor href={`#${anchorOf(section.id)}`} mih={44} display="flex" style={{ alignItems: 'center' }}>
                {section.title}
              </Anchor>
            </li>
          ))}
        </SimpleGrid>
      </Paper>
      {sections.map((section) => (
        <GuidePart key={section.id} section={section} linksLabel={linksLabel} />
      ))}
    </Stack>
  );
}

function GuidePart({ section, linksLabel }: { section: GuideSection; linksLabel?: (sectionTitle: string) => string }) {
  const anchor = anchorOf(section.id);
  const headingId = `${anchor}-title`;
  const label = linksLabel?.(section.title);
  return (
    // The margin keeps a section's heading clear of the app's fixed header after a jump from the contents.
    <Stack component="section" id={anchor} aria-labelledby={headingId} gap="sm" style={{ scrollMarginTop: 80 }}>
      <Title id={headingId} order={2} size="h3">
        {section.title}
      </Title>
      <Text c="dimmed">{section.intro}</Text>
      {/* `order={3}` puts each question's button in an h3, under the section's h2. */}
      <Accordion variant="separated" radius="md" order={3} multiple>
        {section.questions.map((entry, index) => (
          // The value becomes element ids, so it is the section and position, never the Persian question.
          <Accordion.Item key={entry.question} value={`${section.id}-${index}`}>
            <Accordion.Control mih={44}>
              <Text fw={600} component="span">
                {entry.question}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Text lh={1.9}>{entry.answer}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Group gap="sm" role={label ? 'group' : undefined} aria-label={label}>
        {section.links.map((link, index) => (
          <Button key={link.to} component={Link} to={link.to} variant={index === 0 ? 'light' : 'default'} mih={44}>
            {link.label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
