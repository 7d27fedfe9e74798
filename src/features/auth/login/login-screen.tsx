import { Anchor, Group, Stack, Tabs, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { OtpForm } from './otp-form';
import { PasswordForm } from './password-form';
import { t } from './strings';

/** `?method=otp` opens the phone tab directly (links from SMS, stories, tests). */
const METHOD_PARAM = 'method';
type Method = 'password' | 'otp';

/** /auth/login — two ways in: username + password, or phone + one-time code. */
export function LoginScreen() {
  useDocumentTitle(t.documentTitle);
  const [params, setParams] = useSearchParams();
  const method: Method = params.get(METHOD_PARAM) === 'otp' ? 'otp' : 'password';
  const choose = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === 'otp') next.set(METHOD_PARAM, 'otp');
    else next.delete(METHOD_PARAM);
    setParams(next, { replace: true });
  };

  return (
    <Stack gap="lg">
      <ScreenHeading title={t.title} subtitle={t.subtitle} />
      <Tabs value={method} onChange={choose}>
        <Tabs.List grow aria-label={t.tabs.label} mb="lg">
          <Tabs.Tab value="password" mih={44}>
            {t.tabs.password}
          </Tabs.Tab>
          <Tabs.Tab value="otp" mih={44}>
            {t.tabs.otp}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="password">
          <PasswordForm />
        </Tabs.Panel>
        <Tabs.Panel value="otp">
          <OtpForm />
        </Tabs.Panel>
      </Tabs>
      <Stack gap={4} align="center">
        <Anchor component={Link} to={paths.auth.forgotPassword} py={10}>
          {t.links.forgot}
        </Anchor>
        <Group gap={6}>
          <Text>{t.links.noAccount}</Text>
          <Anchor component={Link} to={paths.auth.register} py={10}>
            {t.links.register}
          </Anchor>
        </Group>
      </Stack>
    </Stack>
  );
}
