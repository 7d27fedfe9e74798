import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Container, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useReducedMotion, useViewportSize } from '@mantine/hooks';
import Autoplay from 'embla-carousel-autoplay';
import { useState } from 'react';
import { partners as sitePartners, type Partner } from '@/shared/config/site';
import { partnerLogoUrl } from './partner-logos';
import { partnersPerView, showPartnerArrows } from './partners-per-view';
import classes from './partner-carousel.module.css';
import { t } from './strings';

/** Time each view stays before autoplay moves on (the original's autoplay default). */
const AUTOPLAY_DELAY_MS = 3000;
/**
 * Embla's `duration` is not in ms (20–60 recommended); 25 gives a ~500 ms slide, the spec's speed.
 */
const EMBLA_DURATION = 25;

/** The home page's partner logos: autoplaying, infinite, per-view count by window width (spec §9). */
export function PartnerCarousel({
  partners = sitePartners,
}: {
  /** Defaults to the 8 configured. */ partners?: readonly Partner[];
}) {
  const { width } = useViewportSize();
  const reduceMotion = useReducedMotion();
  // One plugin instance for the component's life; hovering or focusing a logo pauses it.
  const [autoplay] = useState(() =>
    Autoplay({ delay: AUTOPLAY_DELAY_MS, stopOnInteraction: false, stopOnMouseEnter: true }),
  );
  const perView = partnersPerView(width);
  const arrows = showPartnerArrows(partners.length);
  return (
    <Container component="section" aria-labelledby="partners-title" size="xl" py="xl">
      <Title id="partners-title" order={2} ta="center" mb="lg">
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
            <Paper withBorder radius="md" p="md" h="100%">
              <Stack align="center" gap="xs">
                <Image src={partnerLogoUrl(partner.logo)} alt={t.partners.logoAlt(partner.name)} w={64} h={64} />
                <Text fw={600} ta="center">
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
