import { Alert, Button, Stack, Text } from '@mantine/core';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { AppFrame } from '@/shared/ui/app-frame';

/**
 * The stored session could not be read because the server or the network failed (not because it
 * was refused): the user stays signed in, sees the catalogued profile error in the app's frame and
 * can ask again. `retrying` (default false) shows the button busy while the call runs.
 */
export function RestoreFailed({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <AppFrame>
      <Alert color="red" title={common.errorTitle} role="alert" variant="light">
        <Stack gap="sm" align="flex-start">
          <Text>{errors.profile}</Text>
          <Button variant="white" color="red" onClick={onRetry} loading={retrying} mih={44}>
            {common.retry}
          </Button>
        </Stack>
      </Alert>
    </AppFrame>
  );
}
