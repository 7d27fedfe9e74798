import { Box, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { toPersianDigits } from '@/shared/digits';
import type { CopyItem } from './audience-copy';
import { AUDIENCES, audiencePath, type Audience } from './audiences';
import { t } from './strings';

/** Numbered steps as an ordered list; numbers in Persian digits. */
export function Steps({ steps }: { steps: readonly CopyItem[] }) {
  return (
    <SimpleGrid
      component="ol"
      cols={{ base: 1, sm: 2, lg: steps.length }}
      spacing="lg"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {steps.map((step, index) => (
        <Box component="li" key={step.title}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="xl" fz="lg" fw={700} aria-hidden="true">
              {toPersianDigits(index + 1)}
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={3} size="h4">
                {step.title}
              </Title>
              <Text>{step.body}</Text>
            </Stack>
          </Group>
        </Box>
      ))}
    </SimpleGrid>
  );
}

function AudienceCard({ audience }: { audience: Audience }) {
  const copy = t.audiences.items[audience];
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      style={{
        display: 'flex',
        flexDirection: 'column',
        borderInlineStart: '6px solid var(--mantine-primary-color-filled)',
      }}
    >
      <Title order={3} size="h4" mb={6}>
        {copy.title}
      </Title>
      <Text mb="md">{copy.body}</Text>
      {/* A named link rather than a whole-card link: its accessible name is exactly what it shows. */}
      <Button component={Link} to={audiencePath[audience]} variant="light" size="md" mih={44} mt="auto" fullWidth>
        {copy.link}
      </Button>
    </Paper>
  );
}

/**
 * One linked card per audience page. `current` (none by default) is the page being shown: its card is
 * left out, so a page never links to itself.
 */
export function AudienceCards({ current }: { current?: Audience }) {
  const shown = AUDIENCES.filter((audience) => audience !== current);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: shown.length === 4 ? 2 : 3 }} spacing="md">
      {shown.map((audience) => (
        <AudienceCard key={audience} audience={audience} />
      ))}
    </SimpleGrid>
  );
}
