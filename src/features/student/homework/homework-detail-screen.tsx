import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { useGetMyHomeworkSkills } from '@/api/generated/endpoints/member/member';
import type { HomeworkSkills } from '@/api/generated/model';
import { messageOf } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { useRouteIds } from '@/shared/routing/use-route-ids';
import { queryFallback } from '@/shared/ui/states';
import { iranToday } from '@/shared/dates';
import { HomeworkOverview } from './homework-overview';
import { HomeworkReport } from './homework-report';
import { HomeworkSkillList } from './homework-skills';
import { stateOf } from './homework-state';
import { t } from './strings';

/**
 * /homeworks/{homeworkId} — one homework: what it asks, its skills against the target, the main
 * button into practice and the pupil's report. An id that is not the class's answers 404 (the
 * contract hides other classes' ids the same way), shown with the server's catalogued message.
 */
export function HomeworkDetailScreen() {
  const id = useRouteIds('homeworkId').homeworkId;
  const skills = useGetMyHomeworkSkills(id ?? 0, { query: { enabled: id !== null } });
  const notFound = id === null || skills.error?.status === 404;
  useDocumentTitle(
    notFound
      ? t.detail.documentTitle(t.detail.notFound.title)
      : skills.data
        ? t.detail.documentTitle(skills.data.homework.title)
        : t.detail.loadingTitle,
  );

  if (notFound) {
    return (
      <Stack gap="sm" align="flex-start">
        <Title order={1} size="h2">
          {t.detail.notFound.title}
        </Title>
        <Text>{messageOf(skills.error, t.detail.notFound.fallback)}</Text>
        <Text c="dimmed">{t.detail.notFound.lead}</Text>
        <Button component={Link} to={paths.student.homeworks} mih={44} mt="sm">
          {t.detail.backToList}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      <Anchor component={Link} to={paths.student.homeworks} mih={44} display="flex" style={{ alignItems: 'center' }}>
        {t.detail.backToList}
      </Anchor>
      {skills.isSuccess ? (
        <Loaded data={skills.data} />
      ) : (
        <>
          {/* The homework's own title is not known yet; the page still has its one h1. */}
          <Title order={1} size="h2">
            {t.detail.heading}
          </Title>
          {queryFallback([skills])}
        </>
      )}
    </Stack>
  );
}

function Loaded({ data }: { data: HomeworkSkills }) {
  const today = iranToday();
  const state = stateOf(data, today);
  return (
    <>
      <HomeworkOverview data={data} state={state} today={today} />
      <HomeworkSkillList data={data} />
      <HomeworkReport homeworkId={data.homework.id} />
    </>
  );
}
