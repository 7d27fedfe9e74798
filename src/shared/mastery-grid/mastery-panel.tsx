import { Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { MasteryGrid as Grid } from '@/api/generated/model';
import { parseId, toPersianDigits } from '@/shared/digits';
import type { QueryLike } from '@/shared/ui/query-phase';
import { QueryState } from '@/shared/ui/states';
import { TextLink } from '@/shared/ui/text-link';
import { MasteryGrid } from './mastery-grid';
import { gridText as t } from './strings';

/** The address's name for the chosen chapter (`?chapter=2`), so a reload and a shared link keep it. */
export const CHAPTER_PARAM = 'chapter';

/** The chapter chosen in the address (undefined: the server's opening chapter), and how to choose another. */
export function useGridChapter(): [number | undefined, (chapter: number) => void] {
  const [params, setParams] = useSearchParams();
  const chapter = parseId(params.get(CHAPTER_PARAM)) ?? undefined;
  const choose = (next: number) =>
    setParams(
      (now) => {
        const copy = new URLSearchParams(now);
        copy.set(CHAPTER_PARAM, String(next));
        return copy;
      },
      { replace: true, preventScrollReset: true },
    );
  return [chapter, choose];
}

export interface MasteryPanelProps {
  query: QueryLike<Grid>;
  /** The page of a pupil's answers in a skill, which a cell opens. */
  cellHref: (studentId: number, skillId: number) => string;
  /** Shown with a chapter picker (a class's or a grade's grid); absent for a homework's skills. */
  onChapter?: (chapter: number) => void;
  showClass?: boolean;
  /** The heading's level (the page's sections are h2). */
  headingOrder?: 2 | 3;
  /** Choices above the chapter's (the manager's grade grid picks its course). */
  controls?: ReactNode;
  /** A skill's trouble spots for the grid's pupils, linked below it (absent: no links). */
  troubleHref?: (skillId: number) => string;
}

/** The mastery grid as a section: its heading, the chapter picker, and the grid in its loading, error and empty states. */
export function MasteryPanel({
  query,
  cellHref,
  onChapter,
  showClass,
  headingOrder = 2,
  controls,
  troubleHref,
}: MasteryPanelProps) {
  const grid = query.data;
  const columns = grid?.homework_id
    ? t.homeworkColumns
    : (grid?.chapters.find((c) => c.order === grid.chapter)?.title ?? '');
  return (
    <Stack component="section" gap="sm" aria-label={t.heading}>
      <Title order={headingOrder} size="h3">
        {t.heading}
      </Title>
      {controls}
      {onChapter && grid && grid.chapter !== null && (
        <NativeSelect
          label={t.chapter}
          maw={420}
          value={String(grid.chapter)}
          onChange={(event) => onChapter(Number(event.currentTarget.value))}
          data={grid.chapters.map((c) => ({
            value: String(c.order),
            label: `${c.title} (${toPersianDigits(c.skills_count)})`,
          }))}
          styles={{ input: { minHeight: 44 } }}
        />
      )}
      <QueryState query={query}>
        {(data) => (
          <>
            <MasteryGrid
              grid={data}
              label={t.label(data.course.name, columns)}
              cellHref={cellHref}
              showClass={showClass}
            />
            {troubleHref && data.pupils.length > 0 && data.skills.length > 0 && (
              <TroubleLinks skills={data.skills} href={troubleHref} />
            )}
          </>
        )}
      </QueryState>
    </Stack>
  );
}

/** Each skill's trouble spots, whose way back is this grid (its address, with the chapter). */
function TroubleLinks({ skills, href }: { skills: Grid['skills']; href: (skillId: number) => string }) {
  const { pathname, search } = useLocation();
  const back = { from: `${pathname}${search}`, label: t.backToGrid };
  return (
    <Stack component="nav" aria-label={t.troubleLinks} gap={0}>
      <Text fw={600}>{t.troubleLinks}</Text>
      <Group gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {skills.map((skill) => (
          <li key={skill.id}>
            <TextLink to={href(skill.id)} state={back}>
              {t.troubleOf(skill.title)}
            </TextLink>
          </li>
        ))}
      </Group>
    </Stack>
  );
}
