import { Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Badge } from '@/api/generated/model';
import { LineIcon } from '@/shared/ui/line-icon';
import { feedbackText } from './strings';

const t = feedbackText.verdict;

interface VerdictRewardsProps {
  /** Cups this answer earned (AnswerResult.cups_earned). */
  cups: number;
  /** Badges and cups this answer earned, one card each (AnswerResult.new_badges). */
  badges: Badge[];
}

/** What one answer earned: the number of cups in words and a friendly card per new badge or cup. */
export function VerdictRewards({ cups, badges }: VerdictRewardsProps) {
  if (cups === 0 && badges.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t.rewards}
      </Title>
      {cups > 0 && (
        <Group gap="xs" wrap="nowrap" c="yellow.9">
          <LineIcon>
            <path d="M9 5h12v5a6 6 0 0 1-12 0zM9 7H5a4 4 0 0 0 4 5M21 7h4a4 4 0 0 1-4 5M15 16v5M10 25h10l-1-4h-8z" />
          </LineIcon>
          <Text fw={700} c="dark">
            {t.cups(cups)}
          </Text>
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {badges.map((badge) => (
          <Paper key={badge.id} withBorder radius="lg" p="sm" bg="yellow.0" data-badge={badge.id}>
            <Group wrap="nowrap" gap="sm" align="flex-start">
              {/* The title beside it names the picture; read once, not twice. */}
              <Image src={badge.image_url} alt={''} w={64} h={64} fit="contain" flex="none" />
              <Stack gap={2}>
                <Text size="sm" fw={600} c="dimmed">
                  {badge.kind === 'cup' ? t.newCup : t.newBadge}
                </Text>
                <Text fw={800}>{badge.title}</Text>
                <Text size="sm">{badge.description}</Text>
              </Stack>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
