import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { contact, socialLinks, type SocialLink } from '@/shared/config/site';
import { formatJalaliNumeric } from '@/shared/dates';
import { SocialIcon } from './social-icons';
import { t } from './strings';

/** The current Jalali year in Persian digits («۱۴۰۵»), via the one dates module. */
export function jalaliYear(now: Date = new Date()): string {
  return formatJalaliNumeric(now).split('/')[0] ?? '';
}

// Links a finger can hit: 44 px tall (WCAG 2.5.5), text centred vertically.
const touchTarget = { mih: 44, display: 'inline-flex', style: { alignItems: 'center' } } as const;

function SocialItem({ link }: { link: SocialLink }) {
  return (
    <li>
      <Anchor href={link.path} target="_blank" rel="noopener noreferrer" c="inherit" underline="hover" display="block">
        <Group gap={6} mih={44} wrap="nowrap">
          <SocialIcon icon={link.icon} colour={link.colour} />
          <span>{link.name}</span>
          <VisuallyHidden>{t.footer.newTab}</VisuallyHidden>
        </Group>
      </Anchor>
    </li>
  );
}

/** Site footer: social links, contact details from configuration and the Jalali-year copyright. */
export function Footer({ now }: { /** Clock for the copyright year; defaults to now. */ now?: Date }) {
  return (
    <Box component="footer" bg="var(--mantine-color-gray-0)" py="xl" mt="xl">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Stack gap="xs">
            <Title order={2} size="h5">
              {t.footer.social}
            </Title>
            <Group component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
              {socialLinks.map((link) => (
                <SocialItem key={link.value} link={link} />
              ))}
            </Group>
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h5">
              {t.footer.contact}
            </Title>
            {/* Phone numbers and the postal address are withheld by the spec (§3); e-mail and the form remain. */}
            <Group gap={6} mih={44}>
              <Text>{t.footer.emailLabel}</Text>
              <Anchor href={`mailto:${contact.email}`} dir="ltr" {...touchTarget}>
                {contact.email}
              </Anchor>
            </Group>
            <Anchor component={Link} to={contact.contactPath} {...touchTarget} w="fit-content">
              {t.footer.contactPage}
            </Anchor>
          </Stack>
        </SimpleGrid>
        <Text ta="center" size="sm" c="gray.7" mt="xl">
          {t.footer.copyright(jalaliYear(now))}
        </Text>
      </Container>
    </Box>
  );
}
