import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { QuizClassResults, QuizStudentRow } from '@/api/generated/model';
import { NotFound, QueryGate, ReportPage } from './report-page';
import classes from './quiz-print.module.css';
import { Stat } from './stat';
import { formatJalaliDateTime } from '@/shared/dates';
import { ExportMenu } from '@/shared/export/export-menu';
import type { ExportTable } from '@/shared/export/sheet';
import { quizStatusLabel, quizStatusLook } from '@/shared/status/quiz';
import { t } from './strings';
import { useQuizResults, useReportIds } from './use-quiz-report-data';
import { useStaffArea } from '@/shared/routing/use-staff-area';
import { StatusChip } from '@/shared/ui/status-chip';

/** quiz-reports/{classId}/{quizId} — every pupil's result, the class's numbers, links to the questions; «چاپ» puts it on A4. */
export function QuizScreen() {
  const area = useStaffArea();
  const { classId, quizId } = useReportIds();
  const query = useQuizResults(classId, quizId);
  const data = query.data;
  const back = {
    to: classId === null ? area.quizReports.root : area.quizReports.classHref(classId),
    label: data ? t.quiz.back(data.class.name) : t.quiz.backLoading,
  };
  // The class beside the course: on paper the way back (which names it) is left off.
  return (
    <ReportPage
      title={data?.quiz.title ?? t.quiz.loadingTitle}
      subtitle={data && t.quiz.courseOfClass(data.quiz.course.name, data.class.name)}
      back={back}
    >
      {classId === null || quizId === null ? (
        <NotFound />
      ) : (
        <QueryGate query={query} isEmpty={(d) => d.students.length === 0} emptyTitle={t.quiz.empty}>
          {(d) => <Results data={d} />}
        </QueryGate>
      )}
    </ReportPage>
  );
}

/** The results as a spreadsheet: one pupil a row, in the list's order, numbers as numbers. */
export function resultsTable(data: QuizClassResults): ExportTable {
  const x = t.quiz.export;
  return {
    title: x.title(data.quiz.title, data.class.name),
    columns: [
      { header: x.firstName },
      { header: x.lastName },
      { header: x.status },
      { header: x.score(data.quiz.total_points), kind: 'number' },
      { header: x.percent, kind: 'number' },
      { header: x.minutes, kind: 'number' },
      { header: x.submittedAt, width: 20 },
    ],
    rows: data.students.map((row) => [
      row.student.first_name,
      row.student.last_name,
      t.quiz.studentStatus[row.status],
      row.score,
      row.percent,
      row.time_spent_seconds === null ? null : Math.round(row.time_spent_seconds / 60),
      row.submitted_at ? formatJalaliDateTime(row.submitted_at) : null,
    ]),
  };
}

function Results({ data }: { data: QuizClassResults }) {
  const area = useStaffArea();
  const [classId, quizId] = [data.class.id, data.quiz.id];
  const { quiz } = data;
  return (
    <Stack gap="lg">
      <Group gap="sm" wrap="wrap">
        <StatusChip {...quizStatusLook[quiz.status]} autoContrast>
          {quizStatusLabel[quiz.status]}
        </StatusChip>
        <Text>{t.quiz.window(formatJalaliDateTime(quiz.start_at), formatJalaliDateTime(quiz.end_at))}</Text>
      </Group>
      <SimpleGrid component="section" aria-label={t.quiz.summaryLabel} cols={{ base: 1, xs: 3 }}>
        <Stat
          label={t.quiz.average}
          value={data.average_percent === null ? t.noNumber : t.percent(data.average_percent)}
        />
        <Stat label={t.quiz.submitted} value={t.of(data.submitted_count, data.students_count)} />
        <Stat
          label={t.quiz.averageTime}
          value={data.average_time_seconds === null ? t.noNumber : t.duration(data.average_time_seconds)}
        />
      </SimpleGrid>
      {quiz.status === 'upcoming' ? (
        <Text fw={600}>{t.quiz.notStarted(formatJalaliDateTime(quiz.start_at))}</Text>
      ) : (
        data.submitted_count === 0 && <Text>{t.quiz.noneSubmitted}</Text>
      )}
      {data.distribution.slices.length > 0 && (
        <Group gap="xs" aria-label={t.quiz.distribution} role="group">
          {data.distribution.slices.map((s) => (
            <StatusChip key={s.key} variant="default">
              {t.quiz.bandCount(s.label, s.value)}
            </StatusChip>
          ))}
        </Group>
      )}
      <Group gap="sm" data-no-print>
        <Button onClick={() => window.print()} variant="default" mih={44}>
          {t.quiz.print}
        </Button>
        <ExportMenu what={t.quiz.listLabel} load={() => resultsTable(data)} />
        <Button component={Link} to={area.quizReports.questionsHref(classId, quizId)} mih={44}>
          {t.quiz.toQuestions}
        </Button>
        <Button component={Link} to={area.quizReports.questionsDetailHref(classId, quizId)} variant="light" mih={44}>
          {t.quiz.toDetail}
        </Button>
      </Group>
      <Stack component="ul" aria-label={t.quiz.listLabel} gap="xs" p={0} m={0} className={classes.rows}>
        {data.students.map((row) => (
          <StudentRow key={row.student.id} row={row} data={data} />
        ))}
      </Stack>
    </Stack>
  );
}

function StudentRow({ row, data }: { row: QuizStudentRow; data: QuizClassResults }) {
  const area = useStaffArea();
  const { student } = row;
  const submitted = row.status === 'submitted';
  return (
    <Paper component="li" withBorder radius="md" px="md" py={4} style={{ listStyle: 'none' }}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Anchor
          component={Link}
          to={area.quizReports.studentHref(data.class.id, data.quiz.id, student.id)}
          mih={44}
          display="inline-flex"
          style={{ alignItems: 'center' }}
        >
          {t.name(student.first_name, student.last_name)}
        </Anchor>
        {submitted && row.score !== null && row.percent !== null ? (
          <Group gap="md" wrap="wrap">
            <Text size="sm">{t.quiz.score(row.score, data.quiz.total_points)}</Text>
            <Text size="sm" fw={700}>
              {t.percent(row.percent)}
            </Text>
            {row.time_spent_seconds !== null && (
              <Text size="sm" c="dimmed">
                {t.quiz.time(row.time_spent_seconds)}
              </Text>
            )}
          </Group>
        ) : (
          <StatusChip color={row.status === 'in_progress' ? 'blue.9' : 'gray.7'} variant="filled">
            {t.quiz.studentStatus[row.status]}
          </StatusChip>
        )}
      </Group>
    </Paper>
  );
}
