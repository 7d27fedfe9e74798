import { Alert, Button, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { useSendContactMessage } from '@/api/generated/endpoints/public/public';
import { ContactTopic } from '@/api/generated/model';
import { sendContactMessageBodyMessageMax } from '@/api/generated/zod/public/public.zod';
import { toPersianDigits } from '@/shared/digits';
import { errors, messageOf } from '@/shared/i18n/errors';
import { PhoneInput } from '@/shared/ui/phone-fields';
import { toRequest, topicFrom, useContactForm } from './contact-form-values';
import { ContactSent } from './contact-sent';
import { t } from './strings';

const topicOptions = Object.values(ContactTopic).map((value) => ({ value, label: t.topics[value] }));

/**
 * The contact form. A failed send shows the reason above the fields and leaves every field as
 * typed, so the visitor only presses send again; a sent message swaps the form for the receipt.
 */
export function ContactForm() {
  const [params] = useSearchParams();
  const form = useContactForm(topicFrom(params.get('topic')));
  const send = useSendContactMessage();

  const submit = form.onSubmit(
    (values) => send.mutate({ data: toRequest(values) }),
    // Take the visitor to the first field to fix (the errors are listed in field order).
    (fieldErrors) => {
      const first = Object.keys(fieldErrors)[0];
      if (first) form.getInputNode(first)?.focus();
    },
  );

  if (send.isSuccess) {
    return (
      <ContactSent
        receipt={send.data}
        onAnother={() => {
          form.reset();
          send.reset();
        }}
      />
    );
  }

  const length = form.values.message.length;
  const counter = (
    <Text component="span" size="sm" c={length > sendContactMessageBodyMessageMax ? 'red.9' : 'gray.7'}>
      {t.form.counter(toPersianDigits(length), toPersianDigits(sendContactMessageBodyMessageMax))}
    </Text>
  );

  // Fields are `lg` (50 px): easy to tap for a parent on a phone (touch targets ≥ 44 px).
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {send.isError && (
          <Alert color="red" variant="light" role="alert" title={t.form.failedTitle}>
            {messageOf(send.error, errors.sendInformation)}
          </Alert>
        )}
        <TextInput
          label={t.form.fullName}
          autoComplete="name"
          withAsterisk
          size="lg"
          {...form.getInputProps('fullName')}
        />
        <PhoneInput size="lg" {...form.getInputProps('phone')} />
        <Select
          label={t.form.topic}
          data={topicOptions}
          allowDeselect={false}
          withAsterisk
          size="lg"
          {...form.getInputProps('topic')}
        />
        <Textarea
          label={t.form.message}
          placeholder={t.form.messageHint}
          description={counter}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          rows={6}
          resize="vertical"
          withAsterisk
          size="lg"
          {...form.getInputProps('message')}
        />
        <Button type="submit" size="lg" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
          {t.form.submit}
        </Button>
      </Stack>
    </form>
  );
}
