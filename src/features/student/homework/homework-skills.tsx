import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { HomeworkSkills, SkillMastery } from '@/api/generated/model';
import { paths } from '@/shared/routing/paths';
import { ProgressLine } from '@/shared/ui/progress-line';
import { t } from './strings';
import { StatusChip } from '@/shared/ui/status-chip';

/** The homework's skills, each with the pupil's SmartScore against the target and a link to practise it. */
export function HomeworkSkillList({ data }: { data: HomeworkSkills }) {
  const headingId = useId();
  const { homework, skills, progress } = data;
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        {t.detail.skillsTitle}
      </Title>
      {skills.length ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {skills.map((mastery) => (
            <SkillRow
              key={mastery.skill.id}
              mastery={mastery}
              homeworkId={homework.id}
              target={homework.target_smart_score}
              done={progress.skills.some((row) => row.skill_id === mastery.skill.id && row.done)}
            />
          ))}
        </Stack>
      ) : (
        <Text c="dimmed">{t.detail.noSkills}</Text>
      )}
    </section>
  );
}

interface SkillRowProps {
  mastery: SkillMastery;
  homeworkId: number;
  target: number;
  /** Done in this homework (HomeworkSkillProgress.done): answered in it and at the target. */
  done: boolean;
}

function SkillRow({ mastery, homeworkId, target, done }: SkillRowProps) {
  const { skill } = mastery;
  // At the target from earlier practice, but not yet answered in this homework: one answer finishes it.
  const oneAnswerLeft = !done && mastery.smart_score >= target;
  return (
    <Paper component="li" withBorder radius="lg" p="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Anchor
            component={Link}
            to={paths.student.exerciseHref({ homework: homeworkId, skill: skill.name })}
            fw={700}
            mih={44}
            display="flex"
            style={{ alignItems: 'center' }}
          >
            {skill.title}
          </Anchor>
          <StatusChip variant={done ? 'filled' : 'light'} color={done ? 'teal.9' : 'gray'} radius="sm">
            {done ? t.detail.skillDone : oneAnswerLeft ? t.detail.skillOneAnswer : t.detail.skillLeft}
          </StatusChip>
        </Group>
        <Text size="sm" c="dimmed">
          {t.detail.skillMeta(skill.code, skill.chapter)}
        </Text>
        <ProgressLine
          label={t.detail.score}
          name={t.detail.skillScore(skill.title)}
          value={mastery.smart_score}
          valueText={t.detail.scoreOfTarget(mastery.smart_score, target)}
          mark={target}
          color={done ? 'teal.7' : 'blue.6'}
        />
        <Text size="sm" c="dimmed">
          {t.detail.skillPractice(mastery.questions_answered, mastery.correct_answers)}
        </Text>
      </Stack>
    </Paper>
  );
}
