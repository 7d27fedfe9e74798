import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { SkillChapter, SkillMastery } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';
import { bandText } from '@/shared/practice/feedback/strings';
import { paths } from '@/shared/routing/paths';
import { ProgressLine } from '@/shared/ui/progress-line';
import { proficientIn } from './course-figures';
import { t } from './strings';

/**
 * The question browser opened at a skill. The contract gives a skill no question key, so the link
 * goes to the browser rather than to one question.
 */
const questionsHref = (skillId: number) => paths.teacher.questionHref(skillId);

/** The course's skills in book order, a section per chapter. */
export function CourseSkills({ chapters }: { chapters: SkillChapter[] }) {
  if (chapters.every((chapter) => chapter.skills.length === 0)) return <Text>{t.course.noSkills}</Text>;
  return (
    <Stack gap="xl">
      {chapters.map((chapter) => (
        <ChapterSection key={chapter.order} chapter={chapter} />
      ))}
    </Stack>
  );
}

function ChapterSection({ chapter }: { chapter: SkillChapter }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {chapter.title}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t.course.chapterProficient(proficientIn(chapter), chapter.skills.length)}
      </Text>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {chapter.skills.map((mastery) => (
          <SkillRow key={mastery.skill.id} mastery={mastery} />
        ))}
      </Stack>
    </section>
  );
}

/** One skill: the SmartScore with its band in words (colour is never the only sign), answers, last practice. */
function SkillRow({ mastery }: { mastery: SkillMastery }) {
  const { skill, smart_score: score, level } = mastery;
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-band={level}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Stack gap={0} miw={0}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {skill.title}
            </Text>
            <Text size="sm" c="dimmed">
              <bdi>{t.course.skillCode(skill.code, skill.page)}</bdi>
            </Text>
          </Stack>
          <Anchor
            component={Link}
            to={questionsHref(skill.id)}
            aria-label={t.course.questionsOf(skill.title)}
            mih={44}
            display="inline-flex"
            style={{ alignItems: 'center' }}
          >
            {t.course.questions}
          </Anchor>
        </Group>
        <ProgressLine
          label={t.course.score}
          name={t.course.scoreOf(skill.title)}
          value={Math.round(score)}
          valueText={t.list.scoreText(Math.round(score), bandText[level])}
          role="meter"
        />
        <Text size="sm" c="dimmed">
          {mastery.last_practiced_at
            ? `${t.course.skillAnswers(mastery.questions_answered, mastery.correct_answers)} · ${t.course.lastPractised(formatJalaliDate(mastery.last_practiced_at))}`
            : t.course.neverPractised}
        </Text>
      </Stack>
    </Paper>
  );
}
