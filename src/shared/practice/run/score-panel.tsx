import { Badge, Box, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { toPersianDigits } from '@/shared/digits';
import { CHALLENGE_AT, levelOf, MASTERED_AT } from '../feedback/smart-score';
import { bandText } from '../feedback/strings';
import { runText } from './strings';

const t = runText.panel;

export interface ScoreFigures {
  /** The skill's SmartScore now (after the verdict, once it is in). */
  score: number;
  /** Right answers in a row. */
  streak: number;
  /** Questions answered on the skill. */
  answered: number;
}

/**
 * The skill's figures while the child answers (IXL's side panel): the SmartScore with its band,
 * the run of right answers and the questions answered, and from 90 the challenge zone named. A
 * column beside the question on a wide screen, one compact row above it on a phone. It moves
 * when a verdict arrives; the verdict itself announces the change, so this is not a live region.
 */
export function ScorePanel({ figures, compact = false }: { figures: ScoreFigures; compact?: boolean }) {
  const { score, streak, answered } = figures;
  // The verdict's meter shows the server's level: the same rule, so the two never disagree.
  const band = levelOf(score, answered);
  const zone = score >= CHALLENGE_AT && score < MASTERED_AT;
  const facts = [
    { label: t.score, value: toPersianDigits(score) },
    { label: t.streak, value: toPersianDigits(streak) },
    { label: t.answered, value: toPersianDigits(answered) },
  ];
  if (compact)
    return (
      <Paper component="section" aria-label={t.title} withBorder radius="md" px="sm" py={6}>
        <Group component="dl" justify="space-between" gap="xs" wrap="nowrap" m={0}>
          {facts.map(({ label, value }) => (
            <Group key={label} gap={4} wrap="nowrap">
              <Text component="dt" fz="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" fz="md" fw={800} m={0}>
                {value}
              </Text>
            </Group>
          ))}
        </Group>
        {zone && <ZoneBadge />}
      </Paper>
    );
  return (
    <Paper component="section" aria-label={t.title} withBorder radius="md" p="md" w={210}>
      <Stack component="dl" gap="sm" m={0}>
        {facts.map(({ label, value }, i) => (
          <Box key={label}>
            <Text component="dt" fz="sm" c="dimmed">
              {label}
            </Text>
            <Box component="dd" m={0}>
              <Text fz={i === 0 ? 34 : 24} fw={800} lh={1.2}>
                {value}
              </Text>
              {i === 0 && (
                <>
                  <Progress value={score} size={10} radius="xl" mt={4} aria-hidden />
                  <Text fz="sm" fw={700} mt={4}>
                    {bandText[band]}
                  </Text>
                </>
              )}
            </Box>
          </Box>
        ))}
      </Stack>
      {zone && <ZoneBadge />}
    </Paper>
  );
}

/** From 90: the challenge zone, where a mistake costs more (MasteryLevel). */
function ZoneBadge() {
  return (
    <Badge color="orange" variant="light" size="lg" tt="none" mt="xs" fullWidth>
      {t.zone}
    </Badge>
  );
}
