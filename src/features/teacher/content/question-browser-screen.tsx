import { Anchor, Button, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useSearchParams } from 'react-router-dom';
import { useBrowseSkillQuestions } from '@/api/generated/endpoints/teacher/teacher';
import type { QuestionBrowse } from '@/api/generated/model';
import { messageOf } from '@/shared/i18n/errors';
import { BankQuestion, QuestionPager } from '@/shared/practice/bank-question';
import { paths } from '@/shared/routing/paths';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState, QueryState } from '@/shared/ui/states';
import { browseAddressOf, browseParamsOf, questionHref, skillsHref } from './content-params';
import { t } from './strings';

/**
 * /teacher/question?skill=… — the skill's question bank one question at a time, each with its
 * answer and solution, and «قبلی»/«بعدی» as real links whose addresses carry the bank's cursor.
 */
export function QuestionBrowserScreen() {
  const [search] = useSearchParams();
  const address = browseAddressOf(search);
  const query = useBrowseSkillQuestions(browseParamsOf(address), { query: { enabled: address.skill !== null } });
  useDocumentTitle(t.browser.documentTitle(query.data?.skill.title));
  return (
    <Stack gap="xl">
      <ScreenHeading title={t.browser.title} />
      {address.skill === null ? (
        <EmptyState title={t.browser.noSkill.title} description={t.browser.noSkill.description} action={<ToSkills />} />
      ) : query.error?.status === 404 ? (
        <EmptyState
          title={messageOf(query.error, t.browser.notFound)}
          action={
            <Button component={Link} to={questionHref(address.skill)} mih={44}>
              {t.browser.backToFirst}
            </Button>
          }
        />
      ) : (
        <QueryState query={query}>{(data) => <Loaded data={data} />}</QueryState>
      )}
    </Stack>
  );
}

function ToSkills() {
  return (
    <Button component={Link} to={paths.teacher.skills} variant="light" mih={44}>
      {t.browser.toSkills}
    </Button>
  );
}

function Loaded({ data }: { data: QuestionBrowse }) {
  const skillId = data.skill.id;
  const id = data.question.id;
  return (
    <Stack gap="lg">
      {/* Back to the skill's course (the first class: the bank is the same for every class). */}
      <Anchor
        component={Link}
        to={skillsHref(null, data.skill.course_id)}
        mih={44}
        display="flex"
        style={{ alignItems: 'center' }}
      >
        {t.browser.toSkills}
      </Anchor>
      <BankQuestion data={data} />
      <QuestionPager
        label={t.browser.pagerLabel}
        previousHref={data.has_previous ? questionHref(skillId, { before: id }) : null}
        nextHref={data.has_next ? questionHref(skillId, { after: id }) : null}
      />
    </Stack>
  );
}
