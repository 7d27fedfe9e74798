import { Alert, Button, Group } from '@mantine/core';
import { common } from '@/shared/i18n/common';
import { errors, messageOf } from '@/shared/i18n/errors';

/**
 * A form's send button, and above it what went wrong when the send failed (the server's text, else
 * «خطا در ارسال اطلاعات»). The form keeps what was typed, so sending again is one tap.
 */
export function FormFooter({ label, pending, error }: { label: string; pending: boolean; error: unknown }) {
  return (
    <>
      {error ? (
        <Alert color="red" title={common.errorTitle} role="alert" variant="light">
          {messageOf(error, errors.sendInformation)}
        </Alert>
      ) : null}
      <Group>
        <Button type="submit" loading={pending} mih={44}>
          {label}
        </Button>
      </Group>
    </>
  );
}
