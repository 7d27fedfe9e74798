import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getListMyFamilyLinksQueryKey,
  useCreateMyFamilyLink,
  useListMyFamilyLinks,
  useRevokeMyFamilyLink,
} from '@/api/generated/endpoints/member/member';
import type { FamilyLink } from '@/api/generated/model';
import { errors, messageOf } from '@/shared/i18n/errors';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { notify } from '@/shared/ui/notify';
import { QueryState } from '@/shared/ui/states';
import { StatusChip } from '@/shared/ui/status-chip';
import { familyTab as t } from './family-strings';
import { familyLinkUrl, shareOrCopy } from './family-share';

const STATUS_COLOR = { active: 'teal.9', expired: 'gray.7', revoked: 'red.9' } as const;

/** Sends a link through the device's share sheet or the clipboard, and says what happened. */
async function send(token: string) {
  const outcome = await shareOrCopy(familyLinkUrl(token), t.links.shareTitle, t.links.shareText);
  if (outcome === 'copied') notify({ message: t.links.copied, color: 'teal' });
  if (outcome === 'failed') notify({ message: t.links.copyFailed, color: 'red' });
}

/**
 * The pupil's family links (issue 29): make one and send it at once, send it again, revoke it.
 * A link that works shows its address (left to right, to copy by hand when the device can do
 * neither); a revoked or expired one only says so.
 */
export function FamilyLinks() {
  const queryClient = useQueryClient();
  const links = useListMyFamilyLinks();
  const create = useCreateMyFamilyLink();
  const refresh = () => queryClient.invalidateQueries({ queryKey: getListMyFamilyLinksQueryKey() });
  const limited = links.data !== undefined && links.data.created_today >= links.data.daily_limit;

  const make = () =>
    create.mutate(undefined, {
      onSuccess: async (link) => {
        await refresh();
        if (link.token) await send(link.token);
      },
    });

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="family-links-title" data-no-print>
      <Stack gap="sm">
        <Title order={2} size="h4" id="family-links-title">
          {t.links.title}
        </Title>
        <Text size="sm">{t.links.explain}</Text>
        <Group gap="sm">
          <Button mih={44} onClick={make} loading={create.isPending} disabled={limited}>
            {t.links.make}
          </Button>
          {links.data && (
            <Text size="sm" c="dimmed">
              {limited ? t.links.limitReached : t.links.madeToday(links.data.created_today, links.data.daily_limit)}
            </Text>
          )}
        </Group>
        {create.isError && (
          <Text c="red.9" size="sm" role="alert">
            {messageOf(create.error, errors.sendInformation)}
          </Text>
        )}
        <QueryState query={links}>
          {(data) =>
            data.links.length ? (
              <Stack component="ul" aria-label={t.links.listLabel} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {data.links.map((link) => (
                  <LinkRow key={link.id} link={link} onRevoked={refresh} />
                ))}
              </Stack>
            ) : (
              <Text c="dimmed">{t.links.empty}</Text>
            )
          }
        </QueryState>
      </Stack>
    </Paper>
  );
}

function LinkRow({ link, onRevoked }: { link: FamilyLink; onRevoked: () => Promise<unknown> }) {
  const [asking, setAsking] = useState(false);
  const revoke = useRevokeMyFamilyLink();
  const name = t.links.name(link.created_at);
  const close = () => {
    setAsking(false);
    revoke.reset();
  };
  const when =
    link.status === 'active'
      ? t.links.until(link.expires_at)
      : link.status === 'revoked' && link.revoked_at
        ? t.links.revokedAt(link.revoked_at)
        : t.links.expiredAt(link.expires_at);
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={name}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{name}</Text>
          <StatusChip variant="filled" color={STATUS_COLOR[link.status]} radius="sm">
            {t.links.status[link.status]}
          </StatusChip>
        </Group>
        <Text size="sm" c="dimmed">{`${when} · ${t.links.opened(link.last_opened_at)}`}</Text>
        {link.token && (
          <>
            <TextInput label={t.links.address} value={familyLinkUrl(link.token)} readOnly dir="ltr" size="md" />
            <Group gap="sm">
              <Button
                mih={44}
                variant="light"
                onClick={() => void send(link.token!)}
                aria-label={`${t.links.share} ${name}`}
              >
                {t.links.share}
              </Button>
              <Button
                mih={44}
                variant="default"
                c="red.9"
                onClick={() => setAsking(true)}
                aria-label={`${t.links.revoke} ${name}`}
              >
                {t.links.revoke}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={asking}
        onClose={close}
        title={t.revoke.title}
        closeLabel={t.revoke.close}
        yes={t.revoke.yes}
        no={t.revoke.no}
        yesColor="red"
        pending={revoke.isPending}
        error={revoke.error}
        onYes={() =>
          revoke.mutate(
            { id: link.id },
            {
              onSuccess: async () => {
                await onRevoked();
                setAsking(false);
                notify({ message: t.revoke.done, color: 'teal' });
              },
            },
          )
        }
      >
        <Text>{t.revoke.question}</Text>
      </ConfirmDialog>
    </Paper>
  );
}
