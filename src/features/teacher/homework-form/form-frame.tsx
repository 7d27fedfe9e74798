import { Alert, Button, Stack } from '@mantine/core';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { paths } from '@/shared/routing/paths';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { TextLink } from '@/shared/ui/text-link';
import { t } from './strings';

/** A homework form page: its heading, a way back to the list, and the body (loading, error or the form). */
export function FormPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="lg" maw={720}>
      <TextLink to={paths.teacher.homeworks}>{t.form.back}</TextLink>
      <ScreenHeading title={title} />
      {children}
    </Stack>
  );
}

interface FormFrameProps {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  saving: boolean;
  /** The failed save's message; every field keeps what was typed. */
  failure: string | null;
  children: ReactNode;
}

/** The form element with its save button and failure message; a refused check moves focus to the first field at fault. */
export function FormFrame({ onSubmit, submitLabel, saving, failure, children }: FormFrameProps) {
  const ref = useRef<HTMLFormElement>(null);
  return (
    <form
      ref={ref}
      noValidate
      onSubmit={(event) => {
        onSubmit(event);
        // Mantine sets aria-invalid as it renders the errors: look after that render.
        requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      }}
    >
      <Stack gap="md">
        {children}
        {failure && (
          <Alert color="red" variant="light" role="alert" title={t.form.saveFailed}>
            {failure}
          </Alert>
        )}
        <Button type="submit" loading={saving} mih={44} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
