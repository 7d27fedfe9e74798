import { Alert, Button, Paper, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { getListTeacherQuizzesQueryKey, useCreateTeacherQuiz } from '@/api/generated/endpoints/teacher/teacher';
import type { ShowAnswersAfter, TeacherClassCard } from '@/api/generated/model';
import { iranToday } from '@/shared/dates';
import { useFormDraft } from '@/shared/drafts/use-form-draft';
import { JalaliDateInput } from '@/shared/date-input';
import { errors, messageOf } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { ClassChoice, sharedCourses } from '@/shared/teacher/class-choice';
import { notify } from '@/shared/ui/notify';
import { useQuizForm, validQuizBody, type QuizValues } from './quiz-form';
import { SkillsPicker } from './skills-picker';
import { t } from './strings';

const ANSWER_CHOICES: ShowAnswersAfter[] = ['submission', 'quiz_end', 'never'];

/** The new-quiz form: on success the list is asked again, a toast says so and the list shows. */
export function QuizForm({ classes }: { classes: TeacherClassCard[] }) {
  const form = useQuizForm();
  // A half-made quiz outlives a reload or an expired session (forgotten once created).
  const clearDraft = useFormDraft(form, 'quiz:new');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateTeacherQuiz();
  const courses = sharedCourses(classes, form.values.classIds);
  const today = iranToday();

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
    <Paper component="form" withBorder radius="lg" p="md" noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <TextInput
          label={t.form.quizTitle}
          placeholder={t.form.quizTitlePlaceholder}
          withAsterisk
          {...form.getInputProps('title')}
        />
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
        <SkillsPicker
          courseId={form.values.courseId === null ? null : Number(form.values.courseId)}
          {...form.getInputProps('skillIds')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t.form.questionCount}
            inputMode="numeric"
            withAsterisk
            {...form.getInputProps('questionCount')}
          />
          <TextInput
            label={t.form.duration}
            inputMode="numeric"
            withAsterisk
            {...form.getInputProps('durationMinutes')}
          />
          <JalaliDateInput label={t.form.startDay} withAsterisk minDate={today} {...form.getInputProps('startsAt')} />
          <TextInput
            label={t.form.startTime}
            placeholder={t.form.timePlaceholder}
            withAsterisk
            {...form.getInputProps('startTime')}
          />
          <JalaliDateInput
            label={t.form.endDay}
            withAsterisk
            minDate={form.values.startsAt ?? today}
            {...form.getInputProps('endsAt')}
          />
          <TextInput
            label={t.form.endTime}
            placeholder={t.form.timePlaceholder}
            withAsterisk
            {...form.getInputProps('endTime')}
          />
        </SimpleGrid>
        <Radio.Group label={t.form.showAnswers} withAsterisk {...form.getInputProps('showAnswersAfter')}>
          <Stack gap={0} mt="xs">
            {ANSWER_CHOICES.map((choice) => (
              <Radio
                key={choice}
                value={choice}
                label={t.form.showAnswersOptions[choice]}
                mih={44}
                display="flex"
                style={{ alignItems: 'center' }}
              />
            ))}
          </Stack>
        </Radio.Group>
        {create.isError && (
          <Alert color="red" role="alert">
            {messageOf(create.error, errors.sendInformation)}
          </Alert>
        )}
        <Button type="submit" mih={44} loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
          {t.form.submit}
        </Button>
      </Stack>
    </Paper>
  );
}
