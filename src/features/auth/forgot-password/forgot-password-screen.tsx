import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { useForgotPasswordForms } from './forgot-password-forms';
import { PhoneStep } from './phone-step';
import { ResetStep } from './reset-step';
import { t } from './strings';

/**
 * /auth/forgot-password — phone → reset code + new password → confirmation with a way to login.
 * The confirmation stays on this screen (rather than a toast after a redirect) so it can be read.
 */
export function ForgotPasswordScreen() {
  useDocumentTitle(t.documentTitle);
  const forms = useForgotPasswordForms();
  const [sent, setSent] = useState<{ phone: string; message: string } | null>(null);
  const [editingPhone, setEditingPhone] = useState(true);
  const [done, setDone] = useState<string | null>(null);

  if (done) {
    return (
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t.title}
        </Title>
        <Alert color="teal" role="status">
          {done}
        </Alert>
        <Button component={Link} to={paths.auth.login} fullWidth>
          {t.done.login}
        </Button>
      </Stack>
    );
  }

  const onPhoneStep = editingPhone || !sent;
  return (
    <Stack gap="lg">
      <ScreenHeading title={t.title} subtitle={t.subtitle} />
      <Text fw={700} aria-live="polite">
        {t.stepOf(onPhoneStep ? 1 : 2, 2)}
      </Text>
      {onPhoneStep ? (
        <PhoneStep
          form={forms.phone}
          onSent={(phone, message) => {
            setSent({ phone, message });
            setEditingPhone(false);
          }}
        />
      ) : (
        <ResetStep
          form={forms.reset}
          phone={sent.phone}
          sentMessage={sent.message}
          onResent={(message) => setSent({ ...sent, message })}
          onDone={setDone}
          onChangePhone={() => setEditingPhone(true)}
        />
      )}
      <Group gap={6} justify="center">
        <Text>{t.links.remembered}</Text>
        <Anchor component={Link} to={paths.auth.login} py={10}>
          {t.links.login}
        </Anchor>
      </Group>
    </Stack>
  );
}
