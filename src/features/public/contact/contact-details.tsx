import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useGetContactInfo } from '@/api/generated/endpoints/public/public';
import type { ContactInfo } from '@/api/generated/model';
import { telHref, toPersianDigits } from '@/shared/digits';
import { QueryState } from '@/shared/ui/states';
import { groupedPhone, groupedPostalCode } from './contact-values';
import { t } from './strings';

/** Links here are small text, so each gets a 44 px tall box to be easy to tap. */
const tappable = { display: 'inline-flex', alignItems: 'center', minHeight: 44 } as const;

/**
 * The contact details from the contract. Loading and failing only here: the form beside it works
 * whether or not they arrive.
 */
export function ContactDetails() {
  const info = useGetContactInfo();
  return <QueryState query={info}>{(data) => <DetailsList info={data} />}</QueryState>;
}

function DetailsList({ info }: { info: ContactInfo }) {
  return (
    <Stack component="dl" gap="lg" m={0}>
      {info.phones.length > 0 && (
        <Item term={t.details.phones}>
          <Stack gap={4}>
            {info.phones.map((phone) => (
              <div key={phone.number}>
                <Text c="gray.7" size="sm">
                  {phone.label}
                </Text>
                <Anchor href={telHref(phone.number)} dir="ltr" fw={700} size="lg" style={tappable}>
                  {toPersianDigits(groupedPhone(phone.number))}
                </Anchor>
              </div>
            ))}
          </Stack>
        </Item>
      )}
      <Item term={t.details.email}>
        <Anchor href={`mailto:${info.email}`} dir="ltr" style={tappable}>
          {info.email}
        </Anchor>
      </Item>
      <Item term={t.details.address}>
        <Text lh={1.9}>{toPersianDigits(info.address)}</Text>
        {info.postal_code && (
          <Text c="gray.7" mt={4}>
            {t.details.postalCode} {/* Left to right, or the bidi algorithm swaps the two halves around the dash. */}
            <Text component="span" dir="ltr" inherit>
              {toPersianDigits(groupedPostalCode(info.postal_code))}
            </Text>
          </Text>
        )}
      </Item>
      <Item term={t.details.hours}>
        <Text>{toPersianDigits(info.working_hours)}</Text>
      </Item>
      {info.social_links.length > 0 && (
        <Item term={t.details.social}>
          <Group gap="md">
            {info.social_links.map((link) => (
              <Anchor key={link.value} href={link.path} target="_blank" rel="noopener noreferrer" style={tappable}>
                {link.name}
              </Anchor>
            ))}
          </Group>
        </Item>
      )}
    </Stack>
  );
}

/** One term of the list (`dt`) and what it says (`dd`). */
function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" fw={800} mb={4}>
        {term}
      </Text>
      <Box component="dd" m={0}>
        {children}
      </Box>
    </div>
  );
}
