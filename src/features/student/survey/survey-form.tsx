import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { getCheckSurveyQueryKey, useSubmitSurvey } from '@/api/generated/endpoints/survey/survey';
import type { Survey } from '@/api/generated/model';
import { useFormDraft } from '@/shared/drafts/use-form-draft';
import { common } from '@/shared/i18n/common';
import { errors, messageOf } from '@/shared/i18n/errors';
import { boxIdOf, QuestionField } from './question-field';
import {
  fieldOf,
  firstInvalid,
  initialValues,
  isAlreadyAnswered,
  submissionOf,
  validatorOf,
  type SurveyValues,
} from './survey-answers';
import { SurveyOutcome } from './survey-outcome';
import { t } from './strings';
import { useSkip } from './use-skip';

/**
 * The survey's questions, checked in Persian before anything is sent, then «ارسال جواب‌ها» and,
 * when the survey allows it, «بعداً». A failed send keeps every answer and says why; an answer
 * the server already has ends in the «already answered» state rather than an error to retry.
 */
export function SurveyForm({ survey }: { survey: Survey }) {
  const queryClient = useQueryClient();
  // The dashboard's invitation must go (or come back later) once this survey is settled.
  const refreshInvitation = () => void queryClient.invalidateQueries({ queryKey: getCheckSurveyQueryKey() });
  const form = useForm<SurveyValues>({
    initialValues: initialValues(survey),
    validate: validatorOf(survey),
    // A text over its length is said at once (next to the red counter), not only on sending.
    validateInputOnChange: survey.questions.filter((q) => q.type === 'short_text').map(fieldOf),
  });
  // Answers given so far outlive a reload or an expired session (forgotten once sent).
  const clearDraft = useFormDraft(form, `survey:${survey.id}`);
  const send = useSubmitSurvey({
    mutation: {
      onSuccess: () => {
        clearDraft();
        refreshInvitation();
      },
      onError: (error) => {
        if (!isAlreadyAnswered(error)) return;
        // The server has an answer already: this draft can never be sent.
        clearDraft();
        refreshInvitation();
      },
    },
  });
  const skip = useSkip();

  if (send.isSuccess) return <SurveyOutcome message={send.data.detail || t.done.thanksFallback} />;
  if (isAlreadyAnswered(send.error))
    return <SurveyOutcome title={t.done.alreadyTitle} message={messageOf(send.error, t.done.alreadyTitle)} />;
  if (send.error?.status === 404) return <SurveyOutcome title={t.notOpen.title} message={t.notOpen.lead} />;

  const focusFirstInvalid = (found: FormErrors) => {
    const question = firstInvalid(survey, found);
    if (!question) return;
    const box = document.getElementById(boxIdOf(question));
    box?.querySelector<HTMLElement>('[role="radio"][tabindex="0"], textarea')?.focus();
  };
  const submit = form.onSubmit(
    (values) => send.mutate({ id: survey.id, data: submissionOf(survey, values) }),
    focusFirstInvalid,
  );
  const busy = send.isPending || skip.isPending;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          {t.legend}
        </Text>
        {survey.questions.map((question) => (
          <QuestionField key={question.id} question={question} form={form} />
        ))}
        {send.error && (
          <Alert color="red" title={common.errorTitle} role="alert" variant="light">
            <Text>{messageOf(send.error, errors.sendInformation)}</Text>
            <Text size="sm">{t.answersKept}</Text>
          </Alert>
        )}
        {skip.error && (
          <Alert color="red" title={common.errorTitle} role="alert" variant="light">
            {messageOf(skip.error, errors.sendInformation)}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" mih={44} loading={send.isPending} disabled={skip.isPending}>
            {send.isError ? t.retry : t.submit}
          </Button>
          {survey.skippable && (
            <Button
              variant="default"
              mih={44}
              loading={skip.isPending}
              disabled={busy && !skip.isPending}
              onClick={() => skip.mutate({ id: survey.id })}
            >
              {t.later}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
