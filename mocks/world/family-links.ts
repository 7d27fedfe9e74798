/**
 * The links that share a pupil's family report (issue 29). A token is 24 random bytes (192 bits,
 * base64url, 32 characters) from the platform's CSPRNG, never derived from an id; the link works
 * for 30 days, stops at once when revoked, and a pupil may make 10 a Tehran day.
 *
 * The demo world seeds one link for Sara (the demo pupil), made two days before the world was
 * built, so the contract's example and a designer have a link to open. Its token is a fixed demo
 * value like the demo accounts' password; links made while the mock runs are random.
 */
import { randomBytes } from 'node:crypto';
import type { World } from './build.ts';
import { dayAt } from './calendar.ts';

export const FAMILY_LINK_DAYS = 30;
export const FAMILY_LINKS_PER_DAY = 10;
export const DEMO_FAMILY_TOKEN = 'h2Qd9Jv4mXw7LkPz3sTnB8cRf1YaGe6U';
const DAY_MS = 86_400_000;

export interface FamilyLinkRec {
  id: number;
  pupil_id: number;
  token: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  last_opened_at: Date | null;
}

export type FamilyLinkStatus = 'active' | 'expired' | 'revoked';

interface State {
  links: FamilyLinkRec[];
  byToken: Map<string, FamilyLinkRec>;
}

const mint = (): string => randomBytes(24).toString('base64url');

function seed(world: World): State {
  const state: State = { links: [], byToken: new Map() };
  const sara = world.people.find((p) => p.username === 'student');
  if (sara) {
    const created = new Date(dayAt(world.builtAt, -2).getTime() + 19 * 3_600_000);
    add(state, { id: 1, pupil_id: sara.id, token: DEMO_FAMILY_TOKEN, created_at: created, ...fresh(created) });
  }
  return state;
}

const fresh = (at: Date) => ({
  expires_at: new Date(at.getTime() + FAMILY_LINK_DAYS * DAY_MS),
  revoked_at: null,
  last_opened_at: null,
});

function add(state: State, link: FamilyLinkRec): void {
  state.links.push(link);
  state.byToken.set(link.token, link);
}

const state = (world: World) => world.part('family-links', seed);

export function familyLinkStatus(link: FamilyLinkRec, now: Date): FamilyLinkStatus {
  if (link.revoked_at) return 'revoked';
  return now >= link.expires_at ? 'expired' : 'active';
}

/** The pupil's links made in the last 30 days (or still working), newest first. */
export function familyLinksOf(world: World, pupilId: number): FamilyLinkRec[] {
  const since = world.now().getTime() - FAMILY_LINK_DAYS * DAY_MS;
  return state(world)
    .links.filter((l) => l.pupil_id === pupilId && (l.created_at.getTime() >= since || l.expires_at > world.now()))
    .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id);
}

/** How many links the pupil made since Tehran midnight (revoked ones too). */
export function linksMadeToday(world: World, pupilId: number): number {
  const midnight = dayAt(world.now(), 0);
  return state(world).links.filter((l) => l.pupil_id === pupilId && l.created_at >= midnight).length;
}

/** A new link for the pupil, or null when today's limit is reached. */
export function createFamilyLink(world: World, pupilId: number): FamilyLinkRec | null {
  if (linksMadeToday(world, pupilId) >= FAMILY_LINKS_PER_DAY) return null;
  const s = state(world);
  let token = mint();
  while (s.byToken.has(token)) token = mint();
  const now = world.now();
  const link: FamilyLinkRec = {
    id: world.nextId('family-link', 2),
    pupil_id: pupilId,
    token,
    created_at: now,
    ...fresh(now),
  };
  add(s, link);
  return link;
}

/** The pupil's own link `id`, or undefined (another pupil's link is not theirs to see). */
export const ownFamilyLink = (world: World, pupilId: number, id: number): FamilyLinkRec | undefined =>
  state(world).links.find((l) => l.id === id && l.pupil_id === pupilId);

export function revokeFamilyLink(world: World, link: FamilyLinkRec): void {
  link.revoked_at ??= world.now();
}

/** The link a token names (whatever its status), or undefined. */
export const familyLinkByToken = (world: World, token: string): FamilyLinkRec | undefined =>
  state(world).byToken.get(token);
