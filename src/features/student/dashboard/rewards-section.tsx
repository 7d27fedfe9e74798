import { Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useListMyBadges } from '@/api/generated/endpoints/member/member';
import { useSession } from '@/shared/auth/session-context';
import { useNewBadgesCount } from '@/shared/rewards/new-badges';
import { paths } from '@/shared/routing/paths';
import { LineIcon } from '@/shared/ui/line-icon';
import { DashboardSection } from '@/shared/ui/dashboard-section';
import { queryFallback } from '@/shared/ui/states';
import { t } from './strings';

const CUP = 'M9 5h12v5a6 6 0 0 1-12 0zM9 7H5a4 4 0 0 0 4 5M21 7h4a4 4 0 0 1-4 5M15 16v5M10 25h10l-1-4h-8z';
const BADGE = 'M15 3l3.5 7 7.5 1-5.5 5.3 1.3 7.7-6.8-3.6-6.8 3.6 1.3-7.7L4 11l7.5-1z';

/**
 * Cups earned in all (the collection's `cups_total`, cups only) and the cups and badges not opened
 * yet (the count, both kinds: the «تازه‌ها» of the badges page), each named for what it counts. Gone entirely when the school switched
 * gamification off: the session says so at sign-in, the count's answer says so now (the switch
 * may have moved since), and then the badge collection is not even asked for. Cups come from the badge collection's `cups_total`, the one total the
 * contract gives (the profile brief has none, the cups report counts per period).
 */
export function RewardsSection({ flex }: { flex?: string }) {
  const { user } = useSession();
  const count = useNewBadgesCount();
  // The count's answer is the fresher word; the session's flag decides until it arrives.
  const on = count.data ? count.data.gamification_enabled : user?.gamification_enabled !== false;
  const collection = useListMyBadges({ query: { enabled: on } });
  if (!on) return null;

  // Both calls in: the skeleton, or the first failure with a retry of each failed call.
  const waiting = queryFallback([count, collection], { loadingLabel: t.rewards.loading });

  return (
    <DashboardSection title={t.rewards.title} flex={flex}>
      {waiting || !count.data || !collection.data ? (
        waiting
      ) : (
        <SimpleGrid cols={2} spacing="sm">
          <Paper bg="yellow.0" radius="md" p="sm">
            <Tile icon={CUP} value={t.rewards.cupsCount(collection.data.cups_total)} label={t.rewards.cups} />
          </Paper>
          <UnstyledButton
            component={Link}
            to={paths.student.profileTabHref('badges')}
            bg="grape.0"
            mih={44}
            p="sm"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Tile icon={BADGE} value={t.rewards.newBadgesCount(count.data.count)} label={t.rewards.newBadges} />
          </UnstyledButton>
        </SimpleGrid>
      )}
    </DashboardSection>
  );
}

function Tile({ icon, value, label }: { icon: string; value: string; label: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <LineIcon size={36}>
        <path d={icon} />
      </LineIcon>
      <Stack gap={0}>
        <Text fw={800} fz={28} lh={1.1}>
          {value}
        </Text>
        <Text size="sm">{label}</Text>
      </Stack>
    </Group>
  );
}
