import type { AgentSummary } from '@/api/generated/model';
import { toPersianDigits } from '@/shared/digits';
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
