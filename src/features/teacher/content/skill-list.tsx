import { Anchor, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { questionHref } from './content-params';
import type { ChapterGroup } from './skill-mastery';
import { t } from './strings';

/** One chapter's skills: title, code and page, the class's mastery, and a link to the questions. */
export function ChapterSkills({ group }: { group: ChapterGroup }) {
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Title order={2} size="h4" id={titleId}>
        {t.skills.chapterSkills(group.chapter, group.skills.length)}
      </Title>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {group.skills.map(({ skill, mastery }) => (
          <Paper component="li" key={skill.id} withBorder radius="md" p="sm">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
                <Text fw={700}>{skill.title}</Text>
                <Text c="dimmed" fz="sm">
                  {t.skills.skillCode(skill.code, skill.page)}
                </Text>
                {mastery ? (
                  <Text fz="sm">
                    {t.skills.average(mastery.average_smart_score)}
                    {' · '}
                    {t.skills.proficient(mastery.students_mastered, mastery.students_practised)}
                  </Text>
                ) : (
                  <Text c="dimmed" fz="sm">
                    {t.skills.noMastery}
                  </Text>
                )}
              </Stack>
              <Anchor
                component={Link}
                to={questionHref(skill.id)}
                mih={44}
                display="flex"
                style={{ alignItems: 'center' }}
              >
                {t.skills.questionsLink}
                <VisuallyHidden>{t.skills.questionsLinkSkill(skill.title)}</VisuallyHidden>
              </Anchor>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
