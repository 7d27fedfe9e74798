import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useListHomeworkBriefSkills } from '@/api/generated/endpoints/teacher/teacher';
import type { ListHomeworkBriefSkillsParams, Skill } from '@/api/generated/model';
import { QueryBody } from '@/shared/ui/dashboard-section';
import { t } from './strings';

/** The skills a new homework's range holds, asked as the teacher types (the same rule the server applies on create). */
export function BriefSkills({ params }: { params: ListHomeworkBriefSkillsParams | null }) {
  const headingId = useId();
  const query = useListHomeworkBriefSkills(params ?? { courseId: 0 }, { query: { enabled: params !== null } });
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="sm">
      <Title id={headingId} order={2} size="h4" mb="xs">
        {t.skills.heading}
      </Title>
      <div aria-live="polite">
        {params === null ? (
          <Text c="dimmed">{t.skills.pickRange}</Text>
        ) : (
          <QueryBody
            query={query}
            loading={t.skills.loading}
            isEmpty={(skills) => skills.length === 0}
            empty={<Text>{t.skills.empty}</Text>}
          >
            {(skills) => <SkillList skills={skills} />}
          </QueryBody>
        )}
      </div>
    </Paper>
  );
}

/** The skills in book order: printed code, title and first page. */
export function SkillList({ skills }: { skills: Skill[] }) {
  return (
    <Stack gap={4}>
      <Text fw={600}>{t.skills.count(skills.length)}</Text>
      <Stack component="ul" gap={4} m={0} ps="md">
        {skills.map((skill) => (
          <li key={skill.id}>
            <Text span>{`${skill.code} ${skill.title}`}</Text>{' '}
            <Text span c="dimmed" size="sm">
              {t.skills.page(skill.page)}
            </Text>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
