import { Anchor, Box, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useGetContactInfo } from '@/api/generated/endpoints/public/public';
import type { ContactInfo, SocialLink } from '@/api/generated/model';
import { telHref, toPersianDigits } from '@/shared/digits';
import { paths } from '@/shared/routing/paths';
import { SocialIcon } from './social-icons';
import { t } from './strings';

// Links a finger can hit: 44 px tall (WCAG 2.5.5), text centred vertically.
export const touchTarget = { mih: 44, display: 'inline-flex', style: { alignItems: 'center' } } as const;

/**
 * Height of the contact column's body (details, contact link, social links) with the contract's
 * details; the placeholder takes exactly this and the loaded body at least this, so the footer does
 * not jump when the details arrive. Taller on phones, where the address wraps.
 */
export const CONTACT_BLOCK_HEIGHT = { base: 416, md: 392 } as const;

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

function Details({ info }: { info: ContactInfo }) {
  return (
    <Stack gap={4} component="address" fs="normal">
      <Group gap={6}>
        <Text>{t.footer.emailLabel}</Text>
        <Anchor href={`mailto:${info.email}`} dir="ltr" {...touchTarget}>
          {info.email}
        </Anchor>
      </Group>
      {info.phones.map((phone) => (
        <Group key={phone.number} gap={6}>
          <Text>{t.footer.phoneLabel(phone.label)}</Text>
          <Anchor href={telHref(phone.number)} dir="ltr" {...touchTarget}>
            {toPersianDigits(phone.number)}
          </Anchor>
        </Group>
      ))}
      <Text>
        {t.footer.addressLabel} {info.address}
        {info.postal_code && (
          <>
            {' — '}
            {t.footer.postalCodeLabel} <span dir="ltr">{toPersianDigits(info.postal_code)}</span>
          </>
        )}
      </Text>
      <Text c="gray.7">
        {t.footer.hoursLabel} {info.working_hours}
      </Text>
    </Stack>
  );
}

function ContactPageLink() {
  return (
    <Anchor component={Link} to={paths.public.contactUs} {...touchTarget} w="fit-content">
      {t.footer.contactPage}
    </Anchor>
  );
}

function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  return (
    <Box mt="sm">
      <Title order={2} size="h5" mb="xs">
        {t.footer.social}
      </Title>
      <Group component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
        {links.map((link) => (
          <SocialItem key={link.value} link={link} />
        ))}
      </Group>
    </Box>
  );
}

/**
 * The footer's contact column, read from the contract (`getContactInfo`): e-mail, phones, address,
 * hours, the contact page and social links. While loading a placeholder takes the loaded column's
 * height (so nothing moves when the details arrive); a failed read shows one short line. The contact
 * page's link is there in every state, so the column is never blank.
 */
export function FooterContact() {
  const { data, isPending, isError } = useGetContactInfo();
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {t.footer.contact}
      </Title>
      {isPending && (
        <Stack gap="sm" h={CONTACT_BLOCK_HEIGHT}>
          <Stack gap="sm" flex={1} role="status">
            <VisuallyHidden>{t.footer.contactLoading}</VisuallyHidden>
            {[80, 60, 60, 95, 70].map((width, index) => (
              <Skeleton key={index} height={24} width={`${width}%`} />
            ))}
          </Stack>
          <ContactPageLink />
        </Stack>
      )}
      {isError && (
        <>
          <Text c="gray.7">{t.footer.contactUnavailable}</Text>
          <ContactPageLink />
        </>
      )}
      {data && (
        <Stack gap={4} mih={CONTACT_BLOCK_HEIGHT}>
          <Details info={data} />
          <ContactPageLink />
          {data.social_links.length > 0 && <SocialLinks links={data.social_links} />}
        </Stack>
      )}
    </Stack>
  );
}
