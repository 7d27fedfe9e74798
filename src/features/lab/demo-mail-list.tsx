import { Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useListDevMails } from '@/api/generated/endpoints/dev/dev';
import { MailItemFolder, type MailItem } from '@/api/generated/model';
import { formatJalaliDateTime } from '@/shared/dates';
import { EmptyState } from '@/shared/ui/states';
import { QueryStates } from './query-states';
import { t } from './strings';
import { StatusChip } from '@/shared/ui/status-chip';

const folders = Object.values(MailItemFolder);

/** The demo mailbox: a folder switch (asked with `?folder=`) and the folder's mails, newest first. */
export function MailList() {
  const [folder, setFolder] = useState<MailItemFolder>('inbox');
  const mails = useListDevMails({ folder });
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t.mail.folderLabel}
        value={folder}
        onChange={(value) => setFolder(value as MailItemFolder)}
        data={folders.map((value) => ({ value, label: t.mail.folders[value] }))}
        fullWidth
        styles={{ label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' } }}
      />
      <QueryStates query={mails}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t.mail.empty} />
          ) : (
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {list.map((mail) => (
                <MailRow key={mail.id} mail={mail} />
              ))}
            </Stack>
          )
        }
      </QueryStates>
    </Stack>
  );
}

function MailRow({ mail }: { mail: MailItem }) {
  return (
    <Card component="li" withBorder padding="sm">
      <Group justify="space-between" gap="xs" align="flex-start">
        <Text fw={mail.is_read ? 400 : 700} style={{ overflowWrap: 'anywhere' }}>
          {mail.from_name}
        </Text>
        <Text size="sm">{formatJalaliDateTime(mail.created_at)}</Text>
      </Group>
      <Text fw={mail.is_read ? 500 : 700}>{mail.subject}</Text>
      <Text size="sm" c="dimmed" lineClamp={2}>
        {mail.preview}
      </Text>
      <Group gap={6} mt={6}>
        {!mail.is_read && <StatusChip variant="default">{t.mail.unread}</StatusChip>}
        {mail.is_starred && <StatusChip variant="default">{t.mail.starred}</StatusChip>}
        {mail.has_attachment && <StatusChip variant="default">{t.mail.attachment}</StatusChip>}
      </Group>
    </Card>
  );
}
