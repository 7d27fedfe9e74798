import { Group, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Grade, type TroubleQuestion, type TroubleSpots } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';
import { parseId } from '@/shared/digits';
import { wrongPartText } from '@/shared/practice/answer-text';
import { ReadBackQuestion } from '@/shared/practice/read-back-question';
import { useStaffArea } from '@/shared/routing/use-staff-area';
import { EmptyState } from '@/shared/ui/states';
import { TextLink } from '@/shared/ui/text-link';
import { Gate, NotFound, PageFrame, Stat } from './page-frame';
import { t } from './strings';
import { useHomeworkIds, useTroubleSpots } from './use-homework-data';

const GRADES = Object.values(Grade) as string[];

/** Where a page that links here came from, and what its way back says (the grid, a homework's report). */
export interface BackState {
  from: string;
  label: string;
}

/**
 * skill/{skillId}/trouble-spots?class=&grade=&homework= — where a class or a grade stumbles in a
 * skill (issue 28, IXL's trouble spots): the questions missed most, each with its right answer
 * marked and the wrong answers given most often. The mastery grid and a homework's report open it.
 */
export function TroubleSpotsScreen() {
  const area = useStaffArea();
  const { skillId } = useHomeworkIds();
  const [params] = useSearchParams();
  const grade = params.get('grade');
  const scope = {
    classId: parseId(params.get('class')),
    grade: grade && GRADES.includes(grade) ? (grade as Grade) : null,
    homeworkId: parseId(params.get('homework')),
  };
  const query = useTroubleSpots(skillId, scope);
  const state = useLocation().state as Partial<BackState> | null;
  const back =
    typeof state?.from === 'string' && state.from.startsWith('/') && typeof state.label === 'string'
      ? { to: state.from, label: state.label }
      : scope.homeworkId !== null
        ? { to: area.homeworkHref(scope.homeworkId), label: t.trouble.backToHomework }
        : { to: area.classes, label: t.trouble.backToClasses };
  return (
    <PageFrame title={t.trouble.title} subtitle={query.data?.skill.title ?? t.trouble.loadingSubtitle} back={back}>
      {skillId === null ? (
        <NotFound />
      ) : !query.asked ? (
        <EmptyState title={t.trouble.noScope} description={t.trouble.noScopeHint} />
      ) : (
        <Gate query={query}>{(spots) => <Spots spots={spots} />}</Gate>
      )}
    </PageFrame>
  );
}

function Spots({ spots }: { spots: TroubleSpots }) {
  const classes = spots.classes.map((c) => c.name).join(t.trouble.classSeparator);
  const since = spots.since ? formatJalaliDate(spots.since) : null;
  const percent = spots.answered_count ? Math.round((spots.wrong_count * 100) / spots.answered_count) : 0;
  return (
    <Stack gap="lg">
      <Text>{t.trouble.scope(classes, spots.homework_id !== null, since)}</Text>
      <SimpleGrid component="section" aria-label={t.trouble.summaryLabel} cols={{ base: 1, xs: 3 }}>
        <Stat label={t.trouble.practised} value={t.of(spots.pupils_practised, spots.pupils_count)} />
        <Stat label={t.trouble.answers} value={t.number(spots.answered_count)} />
        <Stat label={t.trouble.wrong} value={t.trouble.wrongShare(spots.wrong_count, percent)} />
      </SimpleGrid>
      {spots.answered_count === 0 ? (
        <EmptyState title={t.trouble.noAnswers} description={t.trouble.noAnswersHint} />
      ) : spots.questions.length === 0 ? (
        <EmptyState title={t.trouble.noWrong} description={t.trouble.noWrongHint} />
      ) : (
        <Stack component="ol" aria-label={t.trouble.listLabel} gap="md" p={0} m={0}>
          {spots.questions.map((q, i) => (
            <Spot key={q.question.key} spot={q} n={i + 1} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** One question missed often: how often, the question with its key marked, the wrong answers given most. */
function Spot({ spot, n }: { spot: TroubleQuestion; n: number }) {
  const rankId = useId();
  const area = useStaffArea();
  return (
    <Paper
      component="li"
      aria-labelledby={rankId}
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      style={{ listStyle: 'none' }}
    >
      <Stack gap="md">
        <Group gap="md" justify="space-between">
          <Text id={rankId} fw={700}>
            {t.trouble.rank(n)}
          </Text>
          <Text size="sm">
            {t.trouble.missed(spot.wrong_count, spot.answered_count, spot.percent_wrong, spot.pupils_wrong)}
          </Text>
        </Group>
        <ReadBackQuestion
          owner="key"
          question={spot.question}
          answer={spot.correct_answer}
          correct={null}
          solution={null}
          labelledBy={rankId}
        >
          <Text size="sm" c="dimmed">
            {t.trouble.keyNote}
          </Text>
        </ReadBackQuestion>
        <Stack gap={4}>
          <Text fw={600}>{t.trouble.commonWrong}</Text>
          <List spacing={4}>
            {spot.wrong_answers.map((w) => (
              <List.Item key={JSON.stringify(w.answer)}>
                <Text span fw={700}>
                  {wrongPartText(spot.question, w.answer, spot.correct_answer)}
                </Text>
                {t.trouble.answerSeparator}
                {t.trouble.wrongAnswer(w.count, w.pupils_count)}
              </List.Item>
            ))}
          </List>
        </Stack>
        <Group>
          <TextLink to={area.skillQuestionHref(spot.question.key)} aria-label={t.trouble.solutionOf(n)}>
            {t.trouble.solution}
          </TextLink>
        </Group>
      </Stack>
    </Paper>
  );
}
