import { Accordion, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { guideSectionIds, t, type GuideLinkId, type GuideSectionId } from './strings';

/** Where each of the guide's links goes. */
const linkPaths: Record<GuideLinkId, string> = {
  classes: paths.teacher.classes,
  students: paths.teacher.students,
  homeworks: paths.teacher.homeworks,
  homeworkNew: paths.teacher.homeworkNew,
  quizzes: paths.teacher.quizzes,
  quizNew: paths.teacher.quizNew,
  quizReports: paths.teacher.quizReports.root,
  packages: paths.teacher.packages,
  reviews: paths.teacher.reviews,
  skills: paths.teacher.skills,
  question: paths.teacher.question,
  profile: paths.teacher.profile,
};

/** The anchor of a section on this page, e.g. `guide-homework`. */
export const anchorOf = (id: GuideSectionId) => `guide-${id}`;

/**
 * /teacher/guide — how the teacher's area works: a table of contents (in-page links), then one
 * section per part with its questions as an accordion and buttons to the pages it explains.
 * Static help text: the contract has no guide call.
 */
export function TeacherGuideScreen() {
  useDocumentTitle(t.documentTitle);
  return (
    <Stack gap="xl">
      <ScreenHeading title={t.title} subtitle={t.subtitle} />
      <Paper component="nav" aria-label={t.contents} withBorder radius="lg" p="md">
        <Text fw={700} mb="xs" aria-hidden>
          {t.contents}
        </Text>
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} spacing="xs" verticalSpacing={0} p={0} m={0}>
          {guideSectionIds.map((id) => (
            <li key={id} style={{ listStyle: 'none' }}>
              <Anchor href={`#${anchorOf(id)}`} mih={44} display="flex" style={{ alignItems: 'center' }}>
                {t.sections[id].title}
              </Anchor>
            </li>
          ))}
        </SimpleGrid>
      </Paper>
      {guideSectionIds.map((id) => (
        <GuideSection key={id} id={id} />
      ))}
    </Stack>
  );
}

function GuideSection({ id }: { id: GuideSectionId }) {
  const section = t.sections[id];
  const headingId = `${anchorOf(id)}-title`;
  return (
    // The margin keeps a section's heading clear of the app's fixed header after a jump from the contents.
    <Stack component="section" id={anchorOf(id)} aria-labelledby={headingId} gap="sm" style={{ scrollMarginTop: 80 }}>
      <Title id={headingId} order={2} size="h3">
        {section.title}
      </Title>
      <Text c="dimmed">{section.intro}</Text>
      {/* `order={3}` puts each question's button in an h3, under the section's h2. */}
      <Accordion variant="separated" radius="md" order={3} multiple>
        {section.questions.map((entry, index) => (
          // The value becomes element ids, so it is the section and position, never the Persian question.
          <Accordion.Item key={entry.question} value={`${id}-${index}`}>
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
      <Group gap="sm" role="group" aria-label={t.linksOf(section.title)}>
        {section.links.map((link, index) => (
          <Button key={link} component={Link} to={linkPaths[link]} variant={index === 0 ? 'light' : 'default'} mih={44}>
            {t.links[link]}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
