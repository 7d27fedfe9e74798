import { Select } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { getListTeacherQuizzesQueryKey, useCreateTeacherQuiz } from '@/api/generated/endpoints/teacher/teacher';
import type { TeacherClassCard } from '@/api/generated/model';
import { useFormDraft } from '@/shared/drafts/use-form-draft';
import { errors, messageOf } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { ClassChoice, sharedCourses } from '@/shared/teacher/class-choice';
import { notify } from '@/shared/ui/notify';
import { useQuizForm, validQuizBody, type QuizValues } from './quiz-form';
import { QuizFormFrame, QuizPaperFields } from './quiz-fields';
import { t } from './strings';

/** The new-quiz form: on success the list is asked again, a toast says so and the list shows. */
export function QuizForm({ classes }: { classes: TeacherClassCard[] }) {
  const form = useQuizForm();
  // A half-made quiz outlives a reload or an expired session (forgotten once created).
  const clearDraft = useFormDraft(form, 'quiz:new');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateTeacherQuiz();
  const courses = sharedCourses(classes, form.values.classIds);

  // A new class choice may drop the course (and so its skills): the form never holds a course the classes lack.
  const onClasses = (classIds: string[]) => {
    form.setFieldValue('classIds', classIds);
    const still = sharedCourses(classes, classIds).some((c) => String(c.id) === form.values.courseId);
    if (!still) setCourse(null);
  };
  const setCourse = (courseId: string | null) => {
    if (courseId === form.values.courseId) return;
    form.setFieldValue('courseId', courseId);
    form.setFieldValue('skillIds', []);
  };

  const submit = (values: QuizValues) => {
    const body = validQuizBody(values);
    create.mutate(
      { data: body },
      {
        onSuccess: async () => {
          clearDraft();
          await queryClient.invalidateQueries({ queryKey: getListTeacherQuizzesQueryKey() });
          notify({ message: t.form.created(body.title), color: 'green' });
          void navigate(paths.teacher.quizzes);
        },
      },
    );
  };

  return (
    <QuizFormFrame
      onSubmit={form.onSubmit(submit)}
      submitLabel={t.form.submit}
      saving={create.isPending}
      failure={create.isError ? messageOf(create.error, errors.sendInformation) : null}
    >
      <QuizPaperFields form={form}>
        <ClassChoice
          label={t.form.classes}
          classes={classes}
          value={form.values.classIds}
          onChange={onClasses}
          error={form.errors.classIds}
        />
        <Select
          label={t.form.course}
          placeholder={t.form.coursePlaceholder}
          withAsterisk
          data={courses.map((course) => ({ value: String(course.id), label: course.name }))}
          description={form.values.classIds.length > 1 && courses.length === 0 ? t.form.noCourse : undefined}
          {...form.getInputProps('courseId')}
          onChange={setCourse}
        />
      </QuizPaperFields>
    </QuizFormFrame>
  );
}
