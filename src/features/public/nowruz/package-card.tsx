import { Button, Group, List, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { CampaignPackage } from '@/api/generated/model';
import { formatToman } from '@/shared/digits';
import { gradeOf } from './nowruz-values';
import { t } from './strings';
import { StatusChip } from '@/shared/ui/status-chip';

interface PackageCardProps {
  pack: CampaignPackage;
  /** This card's purchase is being recorded: its button spins. */
  loading: boolean;
  /** Another card's purchase is being recorded: this button waits. */
  disabled: boolean;
  onBuy: () => void;
}

/** One campaign package: grade, length, the old price struck through, the campaign price and a buy button. */
export function PackageCard({ pack, loading, disabled, onBuy }: PackageCardProps) {
  return (
    <Paper withBorder radius="lg" p="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Title order={3} size="h4">
          {pack.title}
        </Title>
        <Group gap="xs">
          <StatusChip variant="light" radius="sm">
            {gradeOf(pack)}
          </StatusChip>
          <StatusChip variant="light" color="grape" radius="sm">
            {t.packages.months(pack.months)}
          </StatusChip>
        </Group>
        <div>
          {pack.price_rial > pack.campaign_price_rial && (
            <Text c="gray.7">
              <VisuallyHidden>{t.packages.oldPrice}</VisuallyHidden>
              <s>{formatToman(pack.price_rial)}</s>
            </Text>
          )}
          <Text fw={800} fz={24} c="var(--mantine-primary-color-9)">
            <VisuallyHidden>{t.packages.campaignPrice}</VisuallyHidden>
            {formatToman(pack.campaign_price_rial)}
          </Text>
        </div>
        <List spacing={6} style={{ flexGrow: 1 }}>
          {pack.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        <Button
          size="md"
          fullWidth
          h="auto"
          mih={48}
          py={8}
          // A long package name wraps inside the button instead of overflowing a 360 px card.
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          loading={loading}
          disabled={disabled}
          onClick={onBuy}
        >
          {t.packages.buy(pack.title)}
        </Button>
      </Stack>
    </Paper>
  );
}
