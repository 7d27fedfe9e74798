import {
  Loader,
  MultiSelect,
  Text,
  type ComboboxParsedItem,
  type MultiSelectProps,
  type OptionsFilter,
} from '@mantine/core';
import { useListQuizSkills } from '@/api/generated/endpoints/teacher/teacher';
import type { Skill } from '@/api/generated/model';
import { createTeacherQuizBodySkillIdsMax } from '@/api/generated/zod/teacher/teacher.zod';
import { toPersianDigits } from '@/shared/digits';
import { matchesQuery } from '@/shared/search-text';
import { queryPhase } from '@/shared/ui/query-phase';
import { queryFallback } from '@/shared/ui/states';
import { t } from './strings';

interface SkillsPickerProps extends Pick<MultiSelectProps, 'value' | 'onChange' | 'error' | 'onBlur' | 'onFocus'> {
  /** The course whose skills are offered; null: nothing to offer yet. */
  courseId: number | null;
}

/** Skills in book order, grouped by chapter, each with its code («۴-ر-۱۲ · ضرب عددهای دورقمی»). */
function groupsOf(skills: Skill[]) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const skill of skills) {
    const items = groups.get(skill.chapter) ?? [];
    items.push({ value: String(skill.id), label: `${skill.code} · ${skill.title}` });
    groups.set(skill.chapter, items);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

/** Forgives ي/ك, half-spaces and digit sets as every search of the product does; keeps chapters with a match. */
const filterSkills: OptionsFilter = ({ options, search }) => {
  const kept: ComboboxParsedItem[] = [];
  for (const option of options) {
    if ('group' in option) {
      const items = option.items.filter((item) => matchesQuery(item.label, search));
      if (items.length > 0) kept.push({ ...option, items });
    } else if (matchesQuery(option.label, search)) kept.push(option);
  }
  return kept;
};

/** The course's quiz-worthy skills as a searchable multi-select, with its own loading and error. */
export function SkillsPicker({ courseId, ...field }: SkillsPickerProps) {
  const skills = useListQuizSkills({ courseId: courseId ?? 0 }, { query: { enabled: courseId !== null } });
  // A field of the form: its own small loader, and the one catalogued error with «تلاش دوباره».
  const phase = courseId === null ? null : queryPhase(skills);
  const loading = phase === 'loading';
  const description =
    courseId === null ? t.form.skillsFirstCourse : skills.data?.length === 0 ? t.form.skillsEmpty : undefined;
  return (
    <>
      <MultiSelect
        {...field}
        label={t.form.skills}
        withAsterisk
        placeholder={t.form.skillsPlaceholder}
        description={description}
        data={skills.data ? groupsOf(skills.data) : []}
        disabled={courseId === null || !skills.data || skills.data.length === 0}
        searchable
        clearable
        hidePickedOptions
        maxValues={createTeacherQuizBodySkillIdsMax}
        nothingFoundMessage={t.form.noSkillFound}
        // Forgives ي/ك, half-spaces and digit sets as every search of the product does.
        filter={filterSkills}
        rightSection={loading ? <Loader size="xs" /> : undefined}
        comboboxProps={{ withinPortal: true }}
      />
      {loading && (
        <Text size="sm" c="dimmed" role="status">
          {t.form.skillsLoading}
        </Text>
      )}
      {phase === 'error' && queryFallback([skills])}
      {skills.data && skills.data.length > 0 && (
        <Text size="xs" c="dimmed">
          {toPersianDigits(`${(field.value ?? []).length}/${createTeacherQuizBodySkillIdsMax}`)}
        </Text>
      )}
    </>
  );
}
