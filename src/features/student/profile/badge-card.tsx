import { Badge as Tag, Group, Image, Paper, Progress, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Badge } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';
import { DECORATIVE, t } from './strings';

/** `?badge=ID` on the current page opens that badge's detail, so back closes it and a reload keeps it. */
export const badgeSearch = (id: number) => `?badge=${id}`;

/** One badge or cup as a link to its detail: picture, title, and when it was earned or how far along it is. */
export function BadgeCard({ badge }: { badge: Badge }) {
  const earned = badge.earned_at !== null;
  return (
    <Paper
      component={Link}
      to={{ search: badgeSearch(badge.id) }}
      withBorder
      radius="lg"
      p="sm"
      h="100%"
      display="block"
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <Image
          src={badge.image_url}
          alt={DECORATIVE}
          w={56}
          h={56}
          fit="contain"
          style={{ flexShrink: 0, filter: earned ? undefined : 'grayscale(1)', opacity: earned ? 1 : 0.6 }}
        />
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {badge.title}
          </Text>
          {badge.is_new && (
            <Tag color="yellow" autoContrast variant="filled" size="sm">
              {t.badges.freshMark}
            </Tag>
          )}
          {earned ? (
            <Text size="xs" c="dimmed">
              {t.badges.earnedOn(formatJalaliDate(badge.earned_at!))}
            </Text>
          ) : (
            <BadgeProgress badge={badge} />
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** How far towards an unearned badge: the words carry it, the bar only shows it. */
export function BadgeProgress({ badge }: { badge: Badge }) {
  return (
    <>
      <Text size="xs" c="dimmed">
        {t.badges.progressLine(badge.progress, badge.target)}
      </Text>
      <Progress value={(100 * badge.progress) / badge.target} size="sm" aria-hidden />
    </>
  );
}
