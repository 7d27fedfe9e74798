import { Box, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, type MantineColor } from '@mantine/core';
import { common } from '@/shared/i18n/common';
import { paths } from '@/shared/routing/paths';
import { FeatureCards, PageActions, PageSection } from '@/shared/ui/public-page';
import { ValueIcon } from './about-art';
import { t } from './strings';

/** Why the product exists, and the mission in one sentence beside it. */
export function Story() {
  return (
    <PageSection title={t.story.title}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="md">
          {t.story.paragraphs.map((paragraph) => (
            <Text key={paragraph} size="lg">
              {paragraph}
            </Text>
          ))}
        </Stack>
        <Box
          bg="var(--mantine-primary-color-0)"
          p="lg"
          style={{
            alignSelf: 'start',
            borderRadius: 16,
            borderInlineStart: '6px solid var(--mantine-primary-color-filled)',
          }}
        >
          <Title order={3} mb="xs">
            {t.story.missionTitle}
          </Title>
          <Text size="lg">{t.story.mission}</Text>
        </Box>
      </SimpleGrid>
    </PageSection>
  );
}

const valueColors: Record<(typeof t.values.items)[number]['key'], MantineColor | undefined> = {
  joy: 'yellow',
  curriculum: undefined, // the theme's primary colour
  privacy: 'teal',
  access: 'grape',
};

/** The four values, one card each. */
export function Values() {
  return (
    <PageSection title={t.values.title} tinted>
      <FeatureCards
        columns={4}
        items={t.values.items.map((value) => ({
          ...value,
          icon: (
            <ThemeIcon size={48} radius="md" color={valueColors[value.key]} variant="light">
              <ValueIcon value={value.key} />
            </ThemeIcon>
          ),
        }))}
      />
    </PageSection>
  );
}

const roles = [
  { key: 'student', name: common.roles.student },
  { key: 'teacher', name: common.roles.teacher },
  { key: 'school', name: common.roles.school },
  { key: 'organization', name: common.roles.organization },
  { key: 'family', name: t.roles.family },
] as const;

/** What each role gets, then links to read further: the introduction, the agents, the hiring page. */
export function HowWeWork() {
  return (
    <PageSection title={t.roles.title} intro={t.roles.intro} tinted>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" mb="xl">
        {roles.map((role) => (
          <Paper
            key={role.key}
            radius="md"
            p="lg"
            style={{ borderInlineStart: '6px solid var(--mantine-primary-color-filled)' }}
          >
            <Title order={3} size="h4" mb={4}>
              {role.name}
            </Title>
            <Text>{t.roles.items[role.key]}</Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Title order={3} size="h4" mb="sm">
        {t.roles.more}
      </Title>
      <PageActions
        actions={[
          { label: t.roles.links.introduction, to: paths.public.introduction, variant: 'outline' },
          { label: t.roles.links.agents, to: paths.public.agents, variant: 'outline' },
          { label: t.roles.links.hire, to: paths.public.hire, variant: 'outline' },
        ]}
      />
    </PageSection>
  );
}
