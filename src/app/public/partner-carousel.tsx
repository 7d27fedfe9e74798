import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Container, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useReducedMotion, useViewportSize } from '@mantine/hooks';
import Autoplay from 'embla-carousel-autoplay';
import { useState } from 'react';
import { useListPartners } from '@/api/generated/endpoints/public/public';
import type { Partner } from '@/api/generated/model';
import { PARTNER_CARD_HEIGHT, PARTNER_SECTION_HEIGHT, PartnerCarouselSkeleton } from './partner-carousel-skeleton';
import { partnersPerView, showPartnerArrows } from './partners-per-view';
import classes from './partner-carousel.module.css';
import { t } from './strings';

/** Time each view stays before autoplay moves on (the original's autoplay default). */
const AUTOPLAY_DELAY_MS = 3000;
/**
 * Embla's `duration` is not in ms (20–60 recommended); 25 gives a ~500 ms slide, the spec's speed.
 */
const EMBLA_DURATION = 25;
/** Logos are drawn square at this size (the contract's «shown at 64 px»). */
const LOGO_SIZE = 64;

/** The carousel itself for a loaded, non-empty list: autoplaying, infinite, per-view by width (README, product rules: constants). */
export function PartnerCarouselView({ partners }: { /** In display order. */ partners: readonly Partner[] }) {
  const { width } = useViewportSize();
  const reduceMotion = useReducedMotion();
  // One plugin instance for the component's life; hovering or focusing a logo pauses it.
  const [autoplay] = useState(() =>
    Autoplay({ delay: AUTOPLAY_DELAY_MS, stopOnInteraction: false, stopOnMouseEnter: true }),
  );
  const perView = partnersPerView(width);
  const arrows = showPartnerArrows(partners.length);
  return (
    <Container component="section" aria-labelledby="partners-title" size="xl" py="xl" h={PARTNER_SECTION_HEIGHT}>
      <Title id="partners-title" order={2} ta="center" mb="lg" lh="32px">
        {t.partners.title}
      </Title>
      <Carousel
        aria-label={t.partners.region}
        data-per-view={perView}
        data-autoplay={!reduceMotion}
        data-arrows={arrows}
        classNames={{ root: classes.root }}
        slideSize={`${100 / perView}%`}
        slideGap="md"
        emblaOptions={{ loop: true, align: 'start', duration: EMBLA_DURATION }}
        plugins={reduceMotion ? [] : [autoplay]}
        withControls={arrows}
        controlSize={44}
        controlsOffset="xs"
        previousControlProps={{ 'aria-label': t.partners.previous }}
        nextControlProps={{ 'aria-label': t.partners.next }}
      >
        {partners.map((partner) => (
          <Carousel.Slide key={partner.id} aria-label={partner.name}>
            <Paper withBorder radius="md" p="md" h={PARTNER_CARD_HEIGHT}>
              <Stack align="center" gap="xs">
                {/* width/height reserve the square before the file arrives; lazy: most slides start off-screen. */}
                <Image
                  src={partner.logo}
                  alt={t.partners.logoAlt(partner.name)}
                  width={LOGO_SIZE}
                  height={LOGO_SIZE}
                  w={LOGO_SIZE}
                  h={LOGO_SIZE}
                  fit="contain"
                  loading="lazy"
                />
                <Text fw={600} ta="center" lineClamp={1}>
                  {partner.name}
                </Text>
              </Stack>
            </Paper>
          </Carousel.Slide>
        ))}
      </Carousel>
    </Container>
  );
}

/**
 * The home page's partner carousel, read from the contract (`listPartners`). While the list loads
 * a placeholder holds the carousel's height. The carousel is decoration: on a failed read or an
 * empty list it renders nothing, so the home page never shows an error for it.
 */
export function PartnerCarousel() {
  const { data, isPending, isError } = useListPartners();
  if (isPending) return <PartnerCarouselSkeleton />;
  if (isError || data.length === 0) return null;
  return <PartnerCarouselView partners={data} />;
}
