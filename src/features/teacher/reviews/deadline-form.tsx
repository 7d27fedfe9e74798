import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetReviewGradeSheetQueryKey,
  getListReviewGroupsQueryKey,
  getListReviewStudentsQueryKey,
  useUpdateReviewDeadline,
} from '@/api/generated/endpoints/teacher/teacher';
import type { ReviewDeadline, ReviewGroup } from '@/api/generated/model';
import { formatJalaliDateTime, iranToday } from '@/shared/dates';
import { JalaliDateInput } from '@/shared/date-input';
import { common } from '@/shared/i18n/common';
import { errors, messageOf } from '@/shared/i18n/errors';
import { notify } from '@/shared/ui/notify';
import { deadlineBody, useDeadlineForm } from './deadline-values';
import { t } from './strings';

/**
 * A review's deadline in Jalali and a field to move it (today or later). On success the group's
 * calls are asked again, so the new deadline shows where it is read; on failure the typed day
 * stays and the server's reason (else the catalogue's) is shown above the button.
 */
export function DeadlineForm({ group }: { group: ReviewGroup }) {
  const form = useDeadlineForm(group.id);
  const update = useUpdateReviewDeadline();
  const queryClient = useQueryClient();

  const submit = form.onSubmit((values) =>
    update.mutate(
      { data: deadlineBody(group.id, values) as ReviewDeadline },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: getGetReviewGradeSheetQueryKey(group.id) });
          // Every class's list (the key without params is their prefix); pupils' expired counts change too.
          void queryClient.invalidateQueries({ queryKey: getListReviewGroupsQueryKey() });
          void queryClient.invalidateQueries({ queryKey: getListReviewStudentsQueryKey() });
          form.reset();
          notify({ color: 'teal', message: t.deadline.saved });
        },
      },
    ),
  );

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t.deadline.heading}
          </Title>
          <Text>{t.deadline.current(formatJalaliDateTime(group.deadline))}</Text>
          <JalaliDateInput
            label={t.deadline.label}
            description={t.deadline.description}
            minDate={iranToday()}
            withAsterisk
            maw={360}
            {...form.getInputProps('deadline')}
          />
          {update.error ? (
            <Alert color="red" title={common.errorTitle} role="alert" variant="light">
              {messageOf(update.error, errors.sendInformation)}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={update.isPending} mih={44}>
              {t.deadline.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
