import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { ContactMessageReceipt } from '@/api/generated/model';
import { toPersianDigits } from '@/shared/digits';
import { t } from './strings';

/**
 * The receipt that replaces the form: the server's own message and the tracking code in Persian
 * digits. Focus moves to its title so a screen reader reads the outcome straight away.
 */
export function ContactSent({ receipt, onAnother }: { receipt: ContactMessageReceipt; onAnother: () => void }) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);

  return (
    <Stack gap="md" align="flex-start" py="md">
      <ThemeIcon size={56} radius="xl" color="green.8" aria-hidden>
        <svg viewBox="0 0 24 24" width="32" height="32" focusable="false" aria-hidden="true">
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </ThemeIcon>
      <Title ref={title} order={4} tabIndex={-1} style={{ outline: 'none' }}>
        {t.sent.title}
      </Title>
      <Text size="lg">{receipt.message}</Text>
      <Text size="lg">
        {t.sent.trackingCode}{' '}
        <Text component="span" fw={800} dir="ltr">
          {toPersianDigits(receipt.tracking_code)}
        </Text>
      </Text>
      <Text c="gray.7">{t.sent.keepCode}</Text>
      <Button variant="light" size="lg" onClick={onAnother}>
        {t.sent.another}
      </Button>
    </Stack>
  );
}
