import { Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useListHomeworkBriefSkills } from '@/api/generated/endpoints/teacher/teacher';
import type { ListHomeworkBriefSkillsParams, Skill } from '@/api/generated/model';
import { QueryBody } from '@/shared/ui/dashboard-section';
import { t } from './strings';

interface BriefSkillsProps {
  /** The settled range's query, or null while the course or the range is incomplete. */
  params: ListHomeworkBriefSkillsParams | null;
  /** The skills kept ticked for this range, or null: all of them. */
  picked: number[] | null;
  /** A new choice: the ids kept, and whether that is every skill of the range. */
  onPick: (ids: number[], all: boolean) => void;
  error?: React.ReactNode;
}

/**
 * The skills a new homework's range holds, asked as the teacher types (the same rule the server
 * applies on create), each ticked: unticking one leaves it out of the homework.
 */
export function BriefSkills({ params, picked, onPick, error }: BriefSkillsProps) {
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
            {(skills) => <SkillChecks skills={skills} picked={picked} onPick={onPick} error={error} />}
          </QueryBody>
        )}
      </div>
    </Paper>
  );
}

function SkillChecks({ skills, picked, onPick, error }: Omit<BriefSkillsProps, 'params'> & { skills: Skill[] }) {
  const value = (picked ?? skills.map((skill) => skill.id)).map(String);
  return (
    <Checkbox.Group
      label={t.skills.count(value.length, skills.length)}
      description={t.skills.untick}
      value={value}
      onChange={(ids) => onPick(ids.map(Number), ids.length === skills.length)}
      error={error}
    >
      <Stack gap={4} mt="xs">
        {skills.map((skill) => (
          <Checkbox
            key={skill.id}
            value={String(skill.id)}
            label={`${skill.code} ${skill.title} · ${t.skills.page(skill.page)}`}
            mih={44}
            styles={{ body: { alignItems: 'center', minHeight: 44 } }}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
