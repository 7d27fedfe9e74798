import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useLocation } from 'react-router-dom';
import type { HomeworkSkillWork, QuestionAttempt } from '@/api/generated/model';
import { formatJalaliDateTime } from '@/shared/dates';
import { ReadBackQuestion } from '@/shared/practice/read-back-question';
import { useStaffArea } from '@/shared/routing/use-staff-area';
import { EmptyState } from '@/shared/ui/states';
import { TextLink } from '@/shared/ui/text-link';
import { Gate, NotFound, PageFrame, Stat } from './page-frame';
import { t } from './strings';
import { useHomeworkIds, useHomeworkSkillWork, useStudentSkillWork } from './use-homework-data';
import { StatusChip } from '@/shared/ui/status-chip';

/** homework/{homeworkId}/student/{studentId}/skill/{skillId} — the pupil's answers on one skill, read back. */
export function PupilSkillScreen() {
  const area = useStaffArea();
  const { homeworkId, studentId, skillId } = useHomeworkIds();
  const query = useHomeworkSkillWork(homeworkId, studentId, skillId);
  const data = query.data;
  const back = {
    to: homeworkId === null || studentId === null ? area.home : area.homeworkStudentHref(homeworkId, studentId),
    label: t.skill.back,
  };
  const title = data ? t.name(data.student.first_name, data.student.last_name) : t.skill.loadingTitle;
  return (
    <PageFrame title={title} subtitle={data?.skill.title} back={back}>
      {homeworkId === null || studentId === null || skillId === null ? (
        <NotFound />
      ) : (
        <Gate query={query}>{(work) => <Work work={work} />}</Gate>
      )}
    </PageFrame>
  );
}

/**
 * student/{studentId}/skill/{skillId} — the pupil's answers on one skill, all of them (issue 28): a
 * cell of the mastery grid opens it, and its way back is the grid it came from (the pupils' list
 * when opened from its address).
 */
export function StudentSkillScreen() {
  const area = useStaffArea();
  const { studentId, skillId } = useHomeworkIds();
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  const query = useStudentSkillWork(studentId, skillId);
  const data = query.data;
  const back =
    typeof from === 'string' && from.startsWith('/')
      ? { to: from, label: t.skill.backToGrid }
      : { to: area.students, label: t.skill.backToPupils };
  const title = data ? t.name(data.student.first_name, data.student.last_name) : t.skill.loadingTitle;
  return (
    <PageFrame title={title} subtitle={data?.skill.title} back={back}>
      {studentId === null || skillId === null ? (
        <NotFound />
      ) : (
        <Gate query={query}>{(work) => <Work work={work} />}</Gate>
      )}
    </PageFrame>
  );
}

function Work({ work }: { work: HomeworkSkillWork }) {
  const m = work.mastery;
  return (
    <Stack gap="lg">
      <SimpleGrid component="section" aria-label={t.skill.summaryLabel} cols={{ base: 2, sm: 4 }}>
        <Stat label={t.skill.score} value={t.number(m.smart_score)} />
        <Stat label={t.skill.answered} value={t.number(m.questions_answered)} />
        <Stat label={t.skill.correct} value={t.of(m.correct_answers, m.questions_answered)} />
        <Stat label={t.skill.time} value={t.duration(m.time_spent_seconds)} />
      </SimpleGrid>
      {work.attempts.length === 0 ? (
        <EmptyState title={t.skill.empty} description={t.skill.emptyHint} />
      ) : (
        work.attempts.map((a, i) => <Attempt key={a.id} attempt={a} n={i + 1} count={work.attempts.length} />)
      )}
    </Stack>
  );
}

/** One answer read back: the verdict in words, the answer beside the right one, the score after it. */
function Attempt({ attempt, n, count }: { attempt: QuestionAttempt; n: number; count: number }) {
  const positionId = useId();
  const area = useStaffArea();
  return (
    <Paper component="article" aria-labelledby={positionId} withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Group gap="md" justify="space-between">
          <Group gap="md">
            <Text id={positionId} c="dimmed" fw={600}>
              {t.skill.attempt(n, count)}
            </Text>
            <StatusChip color={attempt.correct ? 'teal.9' : 'red.9'} variant="filled">
              {attempt.correct ? t.skill.right : t.skill.wrong}
            </StatusChip>
          </Group>
          <Text size="sm">{t.skill.after(attempt.smart_score_after)}</Text>
        </Group>
        <ReadBackQuestion
          owner="staff"
          question={attempt.question}
          answer={attempt.answer}
          correct={attempt.correct_answer}
          solution={null}
          labelledBy={positionId}
        >
          <Text fw={600}>{t.skill.verdict(attempt.correct)}</Text>
        </ReadBackQuestion>
        <Text size="sm" c="dimmed">
          {t.skill.answeredAt(formatJalaliDateTime(attempt.answered_at))}
          {' · '}
          {t.duration(attempt.time_spent_seconds)}
        </Text>
        {/* The attempt carries no solution; the question's own page shows it. */}
        <Group>
          <TextLink to={area.skillQuestionHref(attempt.question.key)} aria-label={t.skill.solutionOf(n)}>
            {t.skill.solution}
          </TextLink>
        </Group>
      </Stack>
    </Paper>
  );
}
