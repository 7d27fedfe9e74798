import { SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { JalaliDateInput } from '@/shared/date-input';
import { persianDigitsField } from '@/shared/forms';
import type { HomeworkFormValues } from './homework-values';
import { t } from './strings';

const input = { input: { minHeight: 44 } };

interface CommonFieldsProps {
  form: UseFormReturnType<HomeworkFormValues>;
  today: string;
  /** Once pupils have started, the start date can no longer move (the contract answers 400). */
  startLocked?: boolean;
}

/** The fields a new and an edited homework share: title, note, target SmartScore and the Jalali dates. */
export function CommonFields({ form, today, startLocked = false }: CommonFieldsProps) {
  return (
    <>
      <TextInput label={t.form.title} withAsterisk styles={input} {...form.getInputProps('title')} />
      <Textarea label={t.form.description} autosize minRows={2} {...form.getInputProps('description')} />
      <TextInput
        label={t.form.target}
        description={t.form.targetHint}
        inputMode="numeric"
        autoComplete="off"
        withAsterisk
        styles={input}
        {...persianDigitsField(form.getInputProps('targetSmartScore'))}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <JalaliDateInput
          label={t.form.startDate}
          withAsterisk
          disabled={startLocked}
          description={startLocked ? t.form.startLocked : undefined}
          minDate={startLocked ? undefined : today}
          {...form.getInputProps('startDate')}
        />
        <JalaliDateInput label={t.form.endDate} withAsterisk minDate={today} {...form.getInputProps('endDate')} />
      </SimpleGrid>
    </>
  );
}
