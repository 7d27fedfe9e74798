import { Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, type MantineColor } from '@mantine/core';
import { SubjectIcon } from './landing-art';
import { t } from './strings';

const colors: Record<(typeof t.subjects.items)[number]['key'], MantineColor | undefined> = {
  math: undefined, // the theme's primary colour
  literature: 'grape',
  science: 'teal',
};

/** The three subjects, one card each. */
export function Subjects() {
  return (
    <Container component="section" aria-labelledby="landing-subjects" size="lg" py={{ base: 40, sm: 64 }}>
      <Stack gap="xs" mb="lg">
        <Title id="landing-subjects" order={2}>
          {t.subjects.title}
        </Title>
        <Text c="dimmed">{t.subjects.intro}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {t.subjects.items.map((subject) => (
          <Paper key={subject.key} withBorder radius="lg" p="lg">
            <ThemeIcon size={52} radius="md" color={colors[subject.key]} mb="sm">
              <SubjectIcon subject={subject.key} />
            </ThemeIcon>
            <Title order={3} size="h4" mb={4}>
              {subject.title}
            </Title>
            <Text>{subject.body}</Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Container>
  );
}
