import { Container, Group, Skeleton, VisuallyHidden } from '@mantine/core';
import { t } from './strings';

/**
 * Height of the carousel section (title, one row of logo cards, padding). The loaded carousel and
 * its placeholder both take exactly this, so the page does not move when the partners arrive.
 */
export const PARTNER_SECTION_HEIGHT = 264;

/** Logo card height inside the section (64 px logo, name, padding). */
export const PARTNER_CARD_HEIGHT = 140;

/**
 * The carousel's place while the partners load: a title bar and a row of cards, the same height as
 * the carousel. Kept out of partner-carousel.tsx so the layout can also show it while that lazily
 * loaded module arrives.
 */
export function PartnerCarouselSkeleton() {
  return (
    <Container size="xl" py="xl" h={PARTNER_SECTION_HEIGHT} role="status">
      <VisuallyHidden>{t.partners.loading}</VisuallyHidden>
      <Skeleton height={32} width={160} mx="auto" mb="lg" />
      {/* One card on phones, two on tablets, four from md, like the carousel (README, product rules: constants). */}
      <Group gap="md" wrap="nowrap">
        {[undefined, 'sm', 'md', 'md'].map((from, index) => (
          <Skeleton key={index} height={PARTNER_CARD_HEIGHT} radius="md" flex={1} visibleFrom={from} />
        ))}
      </Group>
    </Container>
  );
}
