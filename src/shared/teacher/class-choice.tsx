import { Checkbox, Group } from '@mantine/core';
import type { TeacherClassCard } from '@/api/generated/model';
import type { ParamValue } from '@/shared/routing/href';
import { paths } from '@/shared/routing/paths';

/** The courses every chosen class has (by id, as `String(class.id)`), in the first class's order. */
export function sharedCourses(classes: TeacherClassCard[], chosen: readonly string[]) {
  const picked = classes.filter((card) => chosen.includes(String(card.class.id)));
  const [first, ...rest] = picked;
  if (!first) return [];
  return first.courses.filter((course) => rest.every((card) => card.courses.some((c) => c.id === course.id)));
}

interface ClassChoiceProps {
  label: string;
  classes: TeacherClassCard[];
  value: string[];
  onChange: (classIds: string[]) => void;
  error?: React.ReactNode;
}

/** The teacher's classes as checkboxes (several at once), each a 44 px target. */
export function ClassChoice({ label, classes, value, onChange, error }: ClassChoiceProps) {
  return (
    <Checkbox.Group label={label} withAsterisk value={value} onChange={onChange} error={error}>
      <Group gap="md" mt="xs">
        {classes.map((card) => (
          <Checkbox
            key={card.class.id}
            value={String(card.class.id)}
            label={card.class.name}
            mih={44}
            styles={{ body: { alignItems: 'center', minHeight: 44 } }}
          />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

/**
 * A new homework's form with its class and course filled in (`?class=41&course=401`, either may be
 * left out): the homework list's «تکلیف جدید» and a class page's. Kept out of the route table
 * (which every first load carries), since only the teacher's pages link here.
 */
export function homeworkNewHref(prefill: { classId?: ParamValue | null; courseId?: ParamValue | null } = {}): string {
  const query = new URLSearchParams();
  if (prefill.classId) query.set('class', String(prefill.classId));
  if (prefill.courseId) query.set('course', String(prefill.courseId));
  const search = query.toString();
  return search ? `${paths.teacher.homeworkNew}?${search}` : paths.teacher.homeworkNew;
}
