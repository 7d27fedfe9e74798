import { Stack, Text, ThemeIcon } from '@mantine/core';
import { isTenantHost } from '@/shared/config/site';
import { Brand, HomeLink } from '@/shared/ui/brand';
import { t } from './strings';

/**
 * The logo partner schools see on their own hosts: a round open-book mark in the secondary
 * (orange) hue with the product name and «ویژهٔ مدارس همکار» under it, so their pupils can tell
 * the co-branded site from the public one at a glance.
 */
export function TenantLogo() {
  return (
    <HomeLink data-testid="tenant-logo">
      <ThemeIcon size="lg" radius="xl" color="orange.8" aria-hidden>
        <svg viewBox="0 0 64 64" width="22" height="22" fill="currentColor">
          <path d="M8 16c9-3 17-2 24 4v32c-7-6-15-7-24-4zm48 0c-9-3-17-2-24 4v32c7-6 15-7 24-4z" />
        </svg>
      </ThemeIcon>
      <Stack gap={0}>
        <Text fw={800} size="md" lh={1.3}>
          {t.tenant.name}
        </Text>
        <Text size="xs" c="dimmed" lh={1.3}>
          {t.tenant.caption}
        </Text>
      </Stack>
    </HomeLink>
  );
}

/** The header's logo: the tenant logo on a configured tenant host, else the product brand. */
export function HeaderLogo({ tenant }: { /** Force a variant; defaults to the current host. */ tenant?: boolean }) {
  const onTenantHost = tenant ?? isTenantHost(window.location.hostname);
  return onTenantHost ? <TenantLogo /> : <Brand />;
}
