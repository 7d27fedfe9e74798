import { Image, Modal, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  getListMyBadgesQueryKey,
  getListNewBadgesQueryKey,
  useGetBadge,
} from '@/api/generated/endpoints/member/member';
import type { Badge } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';
import { parseId } from '@/shared/digits';
import { useRefreshNewBadges } from '@/shared/rewards/new-badges';
import { QueryState } from '@/shared/ui/states';
import { DECORATIVE, t } from './strings';

/** The badge named by `?badge=ID`, or null. */
function useOpenBadgeId(): [number | null, () => void] {
  const [params, setParams] = useSearchParams();
  const id = parseId(params.get('badge'));
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('badge');
        return next;
      },
      { replace: true },
    );
  return [id, close];
}

/**
 * The detail of the badge in `?badge=ID`. Opening a new badge marks it seen on the server, so once
 * it has loaded the new-badges count (the menu's dot) and the lists are asked again.
 */
export function BadgeDialog({ isNew }: { isNew: (id: number) => boolean }) {
  const [id, close] = useOpenBadgeId();
  const badge = useGetBadge(id ?? 0, { query: { enabled: id !== null } });
  const refreshCount = useRefreshNewBadges();
  const queryClient = useQueryClient();
  const seen = id !== null && badge.isSuccess && isNew(id);

  const refreshAfterSeen = useEffectEvent(() => {
    void refreshCount();
    void queryClient.invalidateQueries({ queryKey: getListNewBadgesQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getListMyBadgesQueryKey() });
  });
  useEffect(() => {
    if (seen) refreshAfterSeen();
  }, [seen, id]);

  return (
    <Modal.Root opened={id !== null} onClose={close} centered>
      <Modal.Overlay />
      <Modal.Content>
        {/* Mantine renders the header as <header>: inside a dialog it must not be a second banner landmark. */}
        <Modal.Header role="none">
          <Modal.Title fw={700}>{badge.data?.title ?? t.badges.detail}</Modal.Title>
          <Modal.CloseButton aria-label={t.badges.close} />
        </Modal.Header>
        <Modal.Body>
          <QueryState query={badge}>{(data) => <BadgeDetail badge={data} />}</QueryState>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function BadgeDetail({ badge }: { badge: Badge }) {
  const earned = badge.earned_at !== null;
  return (
    <Stack align="center" gap="sm" ta="center">
      <Image
        src={badge.image_url}
        alt={DECORATIVE}
        w={120}
        h={120}
        fit="contain"
        style={{ filter: earned ? undefined : 'grayscale(1)' }}
      />
      <Text c="dimmed">{t.badges.kindOf(badge)}</Text>
      <Text>{badge.description}</Text>
      {earned ? (
        <Text fw={700}>{t.badges.earnedOn(formatJalaliDate(badge.earned_at!))}</Text>
      ) : (
        <Stack gap={4} w="100%">
          <Text fw={700}>{t.badges.progressLine(badge.progress, badge.target)}</Text>
          <Progress value={(100 * badge.progress) / badge.target} aria-hidden />
        </Stack>
      )}
    </Stack>
  );
}
