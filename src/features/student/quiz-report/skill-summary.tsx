import { Box, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { queryFallback } from '@/shared/ui/states';
import type { SkillSummary } from './quiz-report-values';
import { PractiseSkillLink } from '@/shared/practice/practise-skill-link';
import { t } from './strings';
import type { QuizSkills } from './use-quiz-skills';

/** A titled section around the per-skill summary, with its own loading and error states. */
export function SkillSection({
  skills,
  children,
}: {
  skills: QuizSkills;
  children: (list: SkillSummary[]) => ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {t.skills.title}
      </Title>
      {/* The skills' read waits for the details' (it needs their course): both load and fail as one. */}
      {skills.summaries ? children(skills.summaries) : queryFallback(skills.queries)}
    </Paper>
  );
}

/** Each skill of the quiz: right of total as words and a bar, and a link to practise the skill. */
export function SkillSummaryList({ list }: { list: SkillSummary[] }) {
  return (
    <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
      {list.map((skill) => {
        const title = skill.title ?? t.skills.unknown;
        return (
          <Box component="li" key={skill.skillId}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Box miw={0}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {title}
                </Text>
                <Text size="sm">{t.skills.rightOf(skill.right, skill.total)}</Text>
              </Box>
              {skill.slug && <PractiseSkillLink slug={skill.slug} title={title} />}
            </Group>
            <Box
              role="meter"
              aria-label={t.skills.bar(title)}
              aria-valuemin={0}
              aria-valuemax={skill.total}
              aria-valuenow={skill.right}
              aria-valuetext={t.skills.rightOf(skill.right, skill.total)}
              mt={4}
            >
              <Progress value={(skill.right * 100) / skill.total} color="teal.7" size="md" radius="xl" aria-hidden />
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
