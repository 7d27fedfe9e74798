import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useListMyBadges, useListNewBadges } from '@/api/generated/endpoints/member/member';
import type { Badge } from '@/api/generated/model';
import { useNewBadgesCount } from '@/shared/rewards/new-badges';
import { paths } from '@/shared/routing/paths';
import { EmptyState, LoadingState, queryFallback } from '@/shared/ui/states';
import { BadgeCard } from './badge-card';
import { BadgeDialog } from './badge-dialog';
import { t } from './strings';

/** /profile/badges: the new ones first, then every badge and cup; explained instead while the school has them off. */
export function BadgesTab() {
  const count = useNewBadgesCount();
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t.tabs.names.badges}
      </Title>
      {count.isPending ? (
        <LoadingState />
      ) : count.data?.gamification_enabled === false ? (
        <EmptyState title={t.badges.off} description={t.badges.offHint} />
      ) : (
        <Collection />
      )}
    </Stack>
  );
}

function Collection() {
  const all = useListMyBadges();
  const fresh = useListNewBadges();
  const isNew = (id: number) =>
    Boolean(fresh.data?.some((b) => b.id === id) || all.data?.badges.some((b) => b.id === id && b.is_new));

  const waiting = queryFallback([all]);
  if (waiting || !all.data) return waiting;
  if (all.data.badges.length === 0) {
    return (
      <EmptyState
        title={t.badges.empty}
        description={t.badges.emptyHint}
        action={
          <Button component={Link} to={paths.student.exerciseHref()} mih={44}>
            {t.badges.practice}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <Text>{t.badges.summary(all.data.cups_total, all.data.badges_earned)}</Text>
      {fresh.data && fresh.data.length > 0 && (
        <Paper bg="yellow.0" withBorder radius="lg" p="md">
          <BadgeGroup title={t.badges.fresh} hint={t.badges.freshHint} badges={fresh.data} />
        </Paper>
      )}
      <BadgeGroup title={t.badges.all} badges={all.data.badges} />
      <BadgeDialog isNew={isNew} />
    </>
  );
}

/** A titled grid of badge links. */
function BadgeGroup({ title, hint, badges }: { title: string; hint?: string; badges: Badge[] }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <div>
        <Title order={3} size="h4" id={headingId}>
          {title}
        </Title>
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
      </div>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, xs: 2, md: 3 }}
        spacing="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {badges.map((badge) => (
          <li key={badge.id}>
            <BadgeCard badge={badge} />
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
