import { Box, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FamilyReport } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';
import { homeworkPupilStatusColor, homeworkPupilStatusLabel } from '@/shared/status/homework';
import { StatusChip } from '@/shared/ui/status-chip';
import classes from './family-report.module.css';
import { familyText as t } from './strings';

/** How many items of each list the printed sheet keeps (family-report.module.css says the same). */
const PAPER_ROWS = 4;

/**
 * One pupil's week for their family (issue 29): the figures at a glance, each day's practice, the
 * skills, homework, quizzes and rewards, and two next steps. Pure props, read the same on the
 * pupil's profile, the page a family link opens and the teacher's print; it fits one A4 page.
 * `headingLevel` is the level of its title (default 1: it is the page).
 */
export function FamilyReportView({ report, headingLevel = 1 }: { report: FamilyReport; headingLevel?: 1 | 2 }) {
  const sub = (headingLevel + 1) as 2 | 3;
  const most = Math.max(1, ...report.days.map((d) => d.minutes));
  return (
    <Stack gap="md" className={classes.report}>
      <div>
        <Title order={headingLevel} size="h2">
          {t.title(report.first_name)}
        </Title>
        <Text c="dimmed">{t.range(report.from, report.to)}</Text>
        {report.week === 'current' && (
          <Text size="sm" c="dimmed">
            {t.currentNote}
          </Text>
        )}
      </div>

      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
        <Figure label={t.figures.minutes} value={t.figures.minutesValue(report.minutes)}>
          {t.figures.compared(report.minutes, report.previous_minutes)}
        </Figure>
        <Figure label={t.figures.days} value={t.figures.daysValue(report.practice_days)} />
        <Figure label={t.figures.answered} value={t.figures.answeredValue(report.answered)}>
          {t.figures.correct(report.correct_percent)}
        </Figure>
        <Figure label={t.figures.skills} value={t.figures.skillsValue(report.skills_practised)}>
          {t.figures.mastered(report.skills_mastered)}
        </Figure>
      </SimpleGrid>

      <Section title={t.nextSteps} order={sub} accent>
        <List spacing="xs" type="ordered" className={classes.steps}>
          {report.next_steps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
      </Section>

      <Section title={t.days.title} order={sub}>
        <ul className={classes.days}>
          {report.days.map((day) => (
            <li key={day.date} className={classes.day}>
              <Text size="sm" className={classes.weekday}>
                {day.weekday}
              </Text>
              <Box className={classes.track} aria-hidden>
                <Box className={classes.bar} style={{ inlineSize: `${(100 * day.minutes) / most}%` }} />
              </Box>
              <Text size="sm" c={day.minutes ? undefined : 'dimmed'} className={classes.amount}>
                {day.future ? t.days.future : t.days.minutes(day.minutes)}
              </Text>
            </li>
          ))}
        </ul>
      </Section>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" className={classes.pair}>
        <Section title={t.homework.title} order={sub} empty={report.homework.length ? undefined : t.homework.empty}>
          <Rows count={report.homework.length}>
            {report.homework.map((hw) => (
              <li key={hw.id}>
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Text fw={600}>{hw.title}</Text>
                  <StatusChip variant="filled" color={homeworkPupilStatusColor[hw.status]} radius="sm">
                    {homeworkPupilStatusLabel[hw.status]}
                  </StatusChip>
                </Group>
                <Text size="sm" c="dimmed">
                  {[
                    t.subjects[hw.subject],
                    t.homework.deadline(hw.end_date),
                    t.homework.progress(hw.progress_percent),
                  ].join(' · ')}
                </Text>
              </li>
            ))}
          </Rows>
        </Section>

        <Section title={t.skills.title} order={sub} empty={report.skills.length ? undefined : t.skills.empty}>
          <Rows count={report.skills.length}>
            {report.skills.map((skill) => (
              <li key={skill.id}>
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Text fw={600}>{skill.title}</Text>
                  {skill.mastered && (
                    <StatusChip variant="filled" color="teal.9" radius="sm">
                      {t.skills.mastered}
                    </StatusChip>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {`${t.subjects[skill.subject]} · ${t.skills.score(skill.score)}`}
                </Text>
              </li>
            ))}
          </Rows>
          {report.skills_practised > report.skills.length && (
            <Text size="sm" c="dimmed">
              {t.skills.more(report.skills.length, report.skills_practised)}
            </Text>
          )}
        </Section>

        <Section title={t.quizzes.title} order={sub} empty={report.quizzes.length ? undefined : t.quizzes.empty}>
          <Rows count={report.quizzes.length}>
            {report.quizzes.map((quiz) => (
              <li key={quiz.id}>
                <Text fw={600}>{quiz.title}</Text>
                <Text size="sm" c="dimmed">
                  {`${t.quizzes.result(quiz.percent)} · ${formatJalaliDate(quiz.submitted_at)}`}
                </Text>
              </li>
            ))}
          </Rows>
        </Section>

        <Section title={t.rewards.title} order={sub} empty={report.rewards.length ? undefined : t.rewards.empty}>
          <Rows count={report.rewards.length}>
            {report.rewards.map((reward) => (
              <li key={reward.id}>
                <Text fw={600}>{reward.title}</Text>
                <Text size="sm" c="dimmed">
                  {`${reward.cup_level ? t.rewards.cup[reward.cup_level] : t.rewards.badge} · ${formatJalaliDate(reward.earned_at)}`}
                </Text>
              </li>
            ))}
          </Rows>
        </Section>
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t.footer}
      </Text>
    </Stack>
  );
}

/** A list of the report; on paper its first four items and how many more there are. */
function Rows({ count, children }: { count: number; children: ReactNode }) {
  return (
    <>
      <ul className={classes.rows}>{children}</ul>
      {count > PAPER_ROWS && (
        <Text size="sm" c="dimmed" className={classes.paperOnly}>
          {t.paperMore(count - PAPER_ROWS)}
        </Text>
      )}
    </>
  );
}

function Figure({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm" className={classes.figure}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fw={700} size="lg" m={0}>
        {value}
      </Text>
      {children && (
        <Text component="dd" size="sm" c="dimmed" m={0}>
          {children}
        </Text>
      )}
    </Paper>
  );
}

function Section({
  title,
  order,
  empty,
  accent = false,
  children,
}: {
  title: string;
  order: 2 | 3;
  empty?: string;
  accent?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      className={classes.section}
      bg={accent ? 'var(--mantine-primary-color-light)' : undefined}
    >
      <Title order={order} size="h4" mb="xs">
        {title}
      </Title>
      {empty ? <Text c="dimmed">{empty}</Text> : children}
    </Paper>
  );
}
