import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useGetMyClassProfile } from '@/api/generated/endpoints/member/member';
import type { ClassProfile, Classmate } from '@/api/generated/model';
import { useSession } from '@/shared/auth/session-context';
import { formatNumber } from '@/shared/digits';
import { common } from '@/shared/i18n/common';
import { paths } from '@/shared/routing/paths';
import { EmptyState, QueryState } from '@/shared/ui/states';
import { ClassmateDialog } from './classmate-dialog';
import { ClassmateList } from './classmate-list';
import { useClassmateParam } from './classmate-param';
import { t } from './strings';

/** /class — the pupil's class: its teacher and school, the classmates (each opens a dialog), the class messages. */
export function ClassScreen() {
  useDocumentTitle(t.documentTitle);
  const { user } = useSession();
  const classId = user?.class?.id ?? null;
  const showRewards = user?.gamification_enabled ?? true;
  // Without a class there is nothing to ask: the query stays off and the screen says so.
  const profile = useGetMyClassProfile(classId ?? 0, { query: { enabled: classId !== null } });
  const classmate = useClassmateParam();
  const headingId = useId();

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t.title}
      </Title>
      {classId === null ? (
        <EmptyState
          title={t.noClass.title}
          description={t.noClass.description}
          action={
            <Button component={Link} to={paths.student.home} variant="light" mih={44}>
              {t.noClass.action}
            </Button>
          }
        />
      ) : (
        <QueryState query={profile}>
          {(data) => (
            <>
              <ClassSummary profile={data} />
              <OwnProgress me={data.students.find((mate) => mate.id === user?.id)} showRewards={showRewards} />
              <Stack gap="sm" component="section" aria-labelledby={headingId}>
                <Group justify="space-between" align="baseline" gap="xs">
                  <Title id={headingId} order={2} size="h3">
                    {t.classmates}
                  </Title>
                  <Text c="dimmed">{t.headcount(formatNumber(data.students_count))}</Text>
                </Group>
                {data.students.length === 0 ? (
                  <EmptyState title={t.empty.title} description={t.empty.description} />
                ) : (
                  <>
                    <Text c="dimmed" size="sm">
                      {showRewards ? t.classmatesHint : t.classmatesHintPlain}
                    </Text>
                    <ClassmateList classmates={data.students} selfId={user?.id ?? null} />
                  </>
                )}
              </Stack>
            </>
          )}
        </QueryState>
      )}
      {classId !== null && <ClassmateDialog id={classmate.id} onClose={classmate.close} showRewards={showRewards} />}
    </Stack>
  );
}

/** Class name and grade, school and teacher, and the way to the class messages. */
function ClassSummary({ profile }: { profile: ClassProfile }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Text fw={700} size="xl">
          {t.className(profile.class.name)}
        </Text>
        <Text c="dimmed">{t.grade(common.grades[profile.class.grade])}</Text>
        <Group gap="xl" wrap="wrap">
          <Field label={t.school} value={profile.school_name} />
          <Field label={t.teacher} value={profile.teacher_name.trim() || t.noTeacher} />
        </Group>
        <Group gap="sm" wrap="wrap" align="center">
          <Button component={Link} to={paths.student.classMessage} mih={44}>
            {t.messagesLink}
          </Button>
          <Text size="sm" c="dimmed">
            {t.messagesHint}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The pupil's own cups and badges, and the ways to their report and collection: what the class
 * page once showed as a ranking of classmates by cups, now only against oneself.
 */
function OwnProgress({ me, showRewards }: { me: Classmate | undefined; showRewards: boolean }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title id={headingId} order={2} size="h3">
          {t.own.title}
        </Title>
        {showRewards && me && (
          <Text fw={700} size="lg">
            {t.rewards(formatNumber(me.cups), formatNumber(me.badges_count))}
          </Text>
        )}
        <Text size="sm">{t.own.hint}</Text>
        <Group gap="sm" wrap="wrap">
          <Button component={Link} to={paths.student.report} variant="light" mih={44}>
            {t.own.report}
          </Button>
          {showRewards && (
            <Button component={Link} to={paths.student.profileTabHref('badges')} variant="default" mih={44}>
              {t.own.badges}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}
