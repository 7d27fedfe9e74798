import { Alert, Button, Group, Paper, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useRegisterForWebinar } from '@/api/generated/endpoints/public/public';
import { WebinarAudience, type Webinar, type WebinarRegistration } from '@/api/generated/model';
import { formatJalaliDate, formatTime } from '@/shared/dates';
import { errors, messageOf } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { PageActions, PageSection } from '@/shared/ui/public-page';
import { PhoneInput } from '@/shared/ui/phone-fields';
import { t } from './strings';
import { asksForSchool, toRequest, useWebinarForm } from './webinar-form-rules';
import { closedReasonOf } from './webinar-values';

const audienceOptions = Object.values(WebinarAudience);

/** The registration section: the form while registration is open, otherwise why it is closed. */
export function WebinarRegistrationSection({ webinar }: { webinar: Webinar }) {
  return (
    <PageSection title={t.form.title} intro={webinar.registration_open ? t.form.intro : undefined} tinted>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={640}>
        {webinar.registration_open ? <RegistrationForm webinarId={webinar.id} /> : <ClosedNotice webinar={webinar} />}
      </Paper>
    </PageSection>
  );
}

function RegistrationForm({ webinarId }: { webinarId: number }) {
  const form = useWebinarForm();
  const register = useRegisterForWebinar();

  const submit = form.onSubmit((values) => {
    if (!values.audience) return; // the rules already refused this; narrows the type
    register.mutate({ webinarId, data: toRequest({ ...values, audience: values.audience }) });
  });

  if (register.isSuccess) return <Registered registration={register.data} />;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t.form.fullName} autoComplete="name" withAsterisk {...form.getInputProps('fullName')} />
        <PhoneInput description={t.form.phoneHint} {...form.getInputProps('phone')} />
        <Radio.Group label={t.form.audience} withAsterisk {...form.getInputProps('audience')}>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt={6}>
            {audienceOptions.map((value) => (
              <Radio.Card key={value} value={value} radius="md" px="sm" py={10} mih={44}>
                <Group gap="xs" wrap="nowrap">
                  <Radio.Indicator size="sm" />
                  <Text>{t.form.audienceLabels[value]}</Text>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
        {asksForSchool(form.values.audience) && (
          <TextInput
            label={t.form.schoolName}
            description={t.form.schoolNameHint}
            autoComplete="organization"
            {...form.getInputProps('schoolName')}
          />
        )}
        {register.isError && (
          <Alert color="red" role="alert">
            {messageOf(register.error, errors.sendInformation)}
          </Alert>
        )}
        <Button type="submit" size="md" mih={44} loading={register.isPending}>
          {t.form.submit}
        </Button>
      </Stack>
    </form>
  );
}

/** The server's confirmation and when the webinar is; focused so screen readers read it at once. */
function Registered({ registration }: { registration: WebinarRegistration }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <Stack ref={panel} tabIndex={-1} role="status" gap="xs" style={{ outline: 'none' }}>
      <Title order={3} c="teal.9">
        {t.success.title}
      </Title>
      <Text>{registration.message}</Text>
      <Text fw={600}>
        {t.success.when(formatJalaliDate(registration.starts_at), formatTime(registration.starts_at))}
      </Text>
    </Stack>
  );
}

const closedText = {
  full: { title: t.closed.full, body: t.closed.fullBody },
  ended: { title: t.closed.ended, body: t.closed.endedBody },
  closed: { title: t.closed.closed, body: t.closed.closedBody },
} as const;

/** No form: why registration is closed and a way to get in touch. */
function ClosedNotice({ webinar }: { webinar: Webinar }) {
  const text = closedText[closedReasonOf(webinar)];
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={3}>{text.title}</Title>
      <Text>{text.body}</Text>
      <PageActions actions={[{ label: t.closed.contact, to: paths.public.contactUs }]} />
    </Stack>
  );
}
