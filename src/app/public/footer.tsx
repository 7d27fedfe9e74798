import { Anchor, Box, Container, Grid, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatJalaliNumeric } from '@/shared/dates';
import { FooterContact, touchTarget } from './footer-contact';
import { siteMap, type SiteMapGroup } from './site-map';
import { t } from './strings';

/** The current Jalali year in Persian digits («۱۴۰۵»), via the one dates module. */
export function jalaliYear(now: Date = new Date()): string {
  return formatJalaliNumeric(now).split('/')[0] ?? '';
}

function SiteMapColumn({ group }: { group: SiteMapGroup }) {
  return (
    <Stack gap={4}>
      <Title order={2} size="h5">
        {group.title}
      </Title>
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {group.links.map((link) => (
          <li key={link.to}>
            <Anchor component={Link} to={link.to} c="inherit" underline="hover" {...touchTarget}>
              {link.label}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * Site footer: a site map of every public page, the contact details and social links from the
 * contract, and the Jalali-year copyright. Columns side by side on desktop, stacked on phones.
 */
export function Footer({ now }: { /** Clock for the copyright year; defaults to now. */ now?: Date }) {
  return (
    <Box component="footer" bg="var(--mantine-color-gray-0)" py="xl" mt="xl">
      <Container size="lg">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <SimpleGrid component="nav" aria-label={t.siteMap.label} cols={{ base: 1, xs: 3 }} spacing="lg">
              {siteMap.map((group) => (
                <SiteMapColumn key={group.title} group={group} />
              ))}
            </SimpleGrid>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <FooterContact />
          </Grid.Col>
        </Grid>
        <Text ta="center" size="sm" c="gray.7" mt="xl">
          {t.footer.copyright(jalaliYear(now))}
        </Text>
      </Container>
    </Box>
  );
}
