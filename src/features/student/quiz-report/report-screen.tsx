import { Paper, Stack } from '@mantine/core';
import type { QuizResult } from '@/api/generated/model';
import { ClassComparison } from './class-comparison';
import { Encouragement } from './encouragement';
import { PercentRing } from './percent-ring';
import { ReportFrame, ReportNav } from './report-frame';
import { NoQuiz, ResultGate } from './result-gate';
import { ResultStats } from './result-stats';
import { SkillSection, SkillSummaryList } from './skill-summary';
import { t } from './strings';
import { useQuizId } from './use-quiz-id';
import { useQuizSkills } from './use-quiz-skills';

/**
 * /student/quiz/{quizId}/report — the summary: the percent as a ring, the figures, the class
 * average beside the pupil's percent, and right of total per skill with a way to practise each.
 */
export function ReportScreen() {
  const quizId = useQuizId();
  return (
    <ReportFrame title={t.report.title} quizId={quizId}>
      {quizId === null ? <NoQuiz /> : <ResultGate quizId={quizId}>{(result) => <Loaded result={result} />}</ResultGate>}
    </ReportFrame>
  );
}

function Loaded({ result }: { result: QuizResult }) {
  const skills = useQuizSkills(result.quiz_id, result.questions);
  return (
    <Stack gap="lg">
      <ReportNav quizId={result.quiz_id} current="report" />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <PercentRing percent={result.percent} />
          <Encouragement percent={result.percent} />
          <ResultStats result={result} />
        </Stack>
      </Paper>
      <ClassComparison percent={result.percent} average={result.class_average_percent} />
      <SkillSection skills={skills}>{(list) => <SkillSummaryList list={list} />}</SkillSection>
    </Stack>
  );
}
