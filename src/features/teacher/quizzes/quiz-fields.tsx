import { Alert, Button, Paper, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { FormEvent, ReactNode } from 'react';
import type { ShowAnswersAfter } from '@/api/generated/model';
import { JalaliDateInput } from '@/shared/date-input';
import { iranToday } from '@/shared/dates';
import type { QuizValues } from './quiz-form';
import { SkillsPicker } from './skills-picker';
import { t } from './strings';

const ANSWER_CHOICES: ShowAnswersAfter[] = ['submission', 'quiz_end', 'never'];

interface QuizFormFrameProps {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  saving: boolean;
  /** The failed save's message; every field keeps what was typed. */
  failure: string | null;
  children: ReactNode;
}

/** A quiz form's card: its fields, the failed save's message and the save button. */
export function QuizFormFrame({ onSubmit, submitLabel, saving, failure, children }: QuizFormFrameProps) {
  return (
    <Paper component="form" withBorder radius="lg" p="md" noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        {children}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" mih={44} loading={saving} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * The fields a new and an edited quiz share: the title, then `children` (the classes and course,
 * chosen or fixed), then the paper: skills, size, window and when answers are shown.
 */
export function QuizPaperFields({ form, children }: { form: UseFormReturnType<QuizValues>; children: ReactNode }) {
  const today = iranToday();
  return (
    <>
      <TextInput
        label={t.form.quizTitle}
        placeholder={t.form.quizTitlePlaceholder}
        withAsterisk
        {...form.getInputProps('title')}
      />
      {children}
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
    </>
  );
}
