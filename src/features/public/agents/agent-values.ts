import type { AgentSummary } from '@/api/generated/model';
import { toLatinDigits, toPersianDigits } from '@/shared/digits';
import { matchesQuery } from '@/shared/search-text';

/** The province filter's value for «every province» (a Select needs a string, never null). */
export const ALL_PROVINCES = 'all';

export interface AgentFilter {
  /** A province, or ALL_PROVINCES. */
  province: string;
  query: string;
}

/** Agents in the chosen province whose name, agency, city, province or areas contain every typed word. */
export function filterAgents(agents: readonly AgentSummary[], { province, query }: AgentFilter): AgentSummary[] {
  return agents.filter(
    (agent) =>
      (province === ALL_PROVINCES || agent.province === province) &&
      matchesQuery([agent.full_name, agent.agency_name, agent.city, agent.province, ...agent.areas].join(' '), query),
  );
}

/** The provinces present in the list, once each, in Persian alphabetical order. */
export function provincesOf(agents: readonly AgentSummary[]): string[] {
  return [...new Set(agents.map((agent) => agent.province))].sort((a, b) => a.localeCompare(b, 'fa'));
}

/** The phone as shown: Persian digits (the view sets dir="ltr"). */
export function phoneText(phone: string): string {
  return toPersianDigits(phone.trim());
}

/** The bio's paragraphs: blank lines separate them (contract). */
export function paragraphsOf(bio: string): string[] {
  return bio
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The route's `agentId` as the contract's positive integer, or null when it cannot be one. */
export function agentIdOf(param: string | undefined): number | null {
  // Digits typed on a Persian keyboard («/agents/۱۲») name the same agent.
  const digits = toLatinDigits(param ?? '');
  if (!/^\d+$/.test(digits)) return null;
  const id = Number(digits);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}
