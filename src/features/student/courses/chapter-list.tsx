import { NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SkillChapter, SkillTeaching } from '@/api/generated/model';
import { masteredCount } from './course-values';
import { SkillCard } from './skill-card';
import { t } from './strings';

/** The query parameter that keeps the chosen chapter, so back/forward and a reload keep it too. */
const CHAPTER_PARAM = 'chapter';

/**
 * The course's chapters in book order with a chapter picker above them. The picker is a native
 * select: on a phone it opens the system's own list, whatever the chapters' titles' length.
 */
export function ChapterList({
  chapters,
  teaching,
}: {
  chapters: SkillChapter[];
  /** The videos and readings that teach each skill (teachingBySkill). */
  teaching: ReadonlyMap<number, SkillTeaching[]>;
}) {
  const [params, setParams] = useSearchParams();
  const chosen = params.get(CHAPTER_PARAM) ?? '';
  const shown = chapters.filter((chapter) => !chosen || String(chapter.order) === chosen);

  const choose = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(CHAPTER_PARAM, value);
        else next.delete(CHAPTER_PARAM);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg">
      <NativeSelect
        label={t.course.chapterFilter}
        value={shown.length ? chosen : ''}
        onChange={(event) => choose(event.currentTarget.value)}
        data={[
          { value: '', label: t.course.allChapters },
          ...chapters.map((chapter) => ({ value: String(chapter.order), label: chapter.title })),
        ]}
        size="md"
        styles={{ input: { minHeight: 44 } }}
        maw={{ base: '100%', sm: 420 }}
      />
      {/* A chapter the course does not have (an old link) shows them all. */}
      {(shown.length ? shown : chapters).map((chapter) => (
        <ChapterSection key={chapter.order} chapter={chapter} teaching={teaching} />
      ))}
    </Stack>
  );
}

function ChapterSection({
  chapter,
  teaching,
}: {
  chapter: SkillChapter;
  teaching: ReadonlyMap<number, SkillTeaching[]>;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {chapter.title}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t.course.chapterMastered(masteredCount(chapter.skills), chapter.skills.length)}
      </Text>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {chapter.skills.map((mastery) => (
          <SkillCard key={mastery.skill.id} mastery={mastery} teaching={teaching.get(mastery.skill.id) ?? []} />
        ))}
      </Stack>
    </section>
  );
}
