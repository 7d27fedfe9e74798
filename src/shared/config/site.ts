/**
 * Public-site configuration that belongs to the deployment, not to the content: which hosts show
 * the tenant logo (README, product rules: pages, product rules: records). Partners, contact details and social links change without a
 * release, so they come from the contract (`listPartners`, `getContactInfo`).
 */

/**
 * Hosts that show the tenant logo instead of the product brand, from `VITE_TENANT_HOSTS`
 * (comma-separated, default none). Read on every call so tests can stub the variable.
 */
export function tenantHosts(): string[] {
  const raw: string | undefined = import.meta.env.VITE_TENANT_HOSTS;
  return (raw ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

/** True when `hostname` is one of `hosts` (case-insensitive). */
export function isTenantHost(hostname: string, hosts: readonly string[] = tenantHosts()): boolean {
  return hosts.includes(hostname.toLowerCase());
}
