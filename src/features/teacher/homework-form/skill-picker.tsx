import { Checkbox, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Skill } from '@/api/generated/model';
import type { HomeworkFormValues } from './homework-values';
import { t } from './strings';

/** The edit form's skills of the range, ticked when in the homework; a skill pupils already practised stays ticked. */
export function SkillPicker({
  form,
  skills,
  locked,
}: {
  form: UseFormReturnType<HomeworkFormValues>;
  skills: Skill[];
  locked: number[];
}) {
  return (
    <Checkbox.Group
      label={t.skills.pickLabel}
      value={form.values.skillIds.map(String)}
      onChange={(ids) => form.setFieldValue('skillIds', ids.map(Number))}
      error={form.errors.skillIds}
    >
      <Stack gap={4} mt="xs">
        {skills.map((skill) => {
          const isLocked = locked.includes(skill.id);
          return (
            <Checkbox
              key={skill.id}
              value={String(skill.id)}
              label={`${skill.code} ${skill.title} · ${t.skills.page(skill.page)}`}
              description={isLocked ? t.skills.locked : undefined}
              disabled={isLocked}
              mih={44}
              styles={{ body: { alignItems: 'center', minHeight: 44 } }}
            />
          );
        })}
      </Stack>
    </Checkbox.Group>
  );
}
