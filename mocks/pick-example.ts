/**
 * Pure rules of the mock gateway: which Prism example (`Prefer` header) answers a request,
 * which scenarios are active and what they change. No I/O, so mocks/pick-example.test.ts can
 * check every rule without a server.
 */
import { DEMO_PHONES, DEMO_USERS, WRONG_CODE, parseScenarios, type ScenarioName } from './demo-accounts.js';
import { ACCESS_TTL_S, roleFromAuthorization } from './jwt.ts';

import type { ExampleLookup } from './contract.ts';

export const SCENARIO_COOKIE = 'mock-scenario';
const WRONG_PASSWORD = 'code=400, example=wrongPassword';
const WRONG_CODE_PREFER = 'code=400, example=wrongCode';

export interface MockRequest {
  method: string;
  /** Path as the contract spells it: without the /api prefix and without the query. */
  path: string;
  authorization?: string;
  /** Parsed JSON body, if any. */
  body?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pickLogin(body: unknown): string | undefined {
  // Bodies that break the contract get no example: Prism's own validation answers them (422).
  if (!isRecord(body)) return undefined;
  const { username, password, phone, code } = body;
  if (password !== undefined) {
    if (typeof username !== 'string' || typeof password !== 'string') return undefined;
    const user = DEMO_USERS.find((u) => u.username === username);
    return user ? `example=${user.role}` : WRONG_PASSWORD;
  }
  if (typeof phone !== 'string' || typeof code !== 'string' || !/^[0-9]{4,6}$/.test(code)) return undefined;
  const entry = DEMO_PHONES.find((p) => p.phone === phone);
  if (!entry || code === WRONG_CODE) return WRONG_CODE_PREFER;
  if (username === undefined) return `example=${entry.example}`;
  // Second step of the phone flow: only a user listed for this phone may sign in with it.
  const user = DEMO_USERS.find((u) => u.username === username && entry.usernames.includes(u.username));
  return user ? `example=${user.role}` : WRONG_CODE_PREFER;
}

/**
 * The `Prefer` header value for Prism, or undefined to let Prism pick (first example / 401).
 * `examplesOf` tells the success example names of an operation (from the contract): when they
 * include `empty` and the `empty` scenario is on, or the signed-in role's name, that one is chosen.
 */
export function pickPrefer(
  request: MockRequest,
  scenarios: ReadonlySet<ScenarioName>,
  examplesOf: ExampleLookup = () => [],
): string | undefined {
  const operation = `${request.method.toUpperCase()} ${request.path}`;
  // /status stays reachable under server-error: the app reads it first and must still start.
  if (operation === 'GET /status') return scenarios.has('maintenance') ? 'example=maintenance' : undefined;
  if (scenarios.has('server-error')) return 'code=500';
  if (operation === 'POST /auth/login/') return pickLogin(request.body);
  const names = examplesOf(request.method, request.path);
  if (scenarios.has('empty') && names.includes('empty')) return 'example=empty';
  const byId = pickById(request.path, names) ?? pickLabExample(request.path, names);
  if (byId) return byId;
  const role = roleFromAuthorization(request.authorization);
  return role && names.includes(role) ? `example=${role}` : undefined;
}

/**
 * Records read by id (e.g. `GET /public/agents/{agentId}/`) may name their examples `id<value>`:
 * the request's last path segment picks its own record, and an id with no example answers 404,
 * so the demo's links from a list reach the right record and a made-up id is not found.
 */
function pickById(path: string, names: readonly string[]): string | undefined {
  if (!names.some((name) => /^id\d+$/.test(name))) return undefined;
  const last = path.split('/').filter(Boolean).at(-1) ?? '';
  return names.includes(`id${last}`) ? `example=id${last}` : 'code=404';
}

/**
 * A lab component's examples (`GET /laboratory/examples/{slug}/`) are named after its slug in
 * camelCase: each slug shows its own component, and a slug outside the catalogue is not found.
 */
function pickLabExample(path: string, names: readonly string[]): string | undefined {
  const slug = /^\/laboratory\/examples\/([a-z0-9-]+)\/?$/.exec(path)?.[1];
  if (!slug) return undefined;
  const name = slug.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
  return names.includes(name) ? `example=${name}` : 'code=404';
}

/** The scenario names in a Cookie header's mock-scenario cookie (URI-encoded comma list). */
export function scenariosFromCookie(cookieHeader: string | undefined): ScenarioName[] {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== SCENARIO_COOKIE) continue;
    try {
      return parseScenarios(decodeURIComponent(rest.join('='))).known;
    } catch {
      return [];
    }
  }
  return [];
}

/** Scenarios of the server (MOCK_SCENARIO at start) plus those of this browser (cookie). */
export function activeScenarios(fromEnv: readonly ScenarioName[], cookieHeader: string | undefined): Set<ScenarioName> {
  return new Set([...fromEnv, ...scenariosFromCookie(cookieHeader)]);
}

export interface Timings {
  delayMs: number;
  accessTtlS: number;
}

function positiveNumber(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** Delay before forwarding and lifetime of minted access tokens under the given scenarios. */
export function scenarioTimings(
  scenarios: ReadonlySet<ScenarioName>,
  env: { MOCK_DELAY_MS?: string; MOCK_TOKEN_TTL_S?: string },
): Timings {
  return {
    delayMs: scenarios.has('slow') ? positiveNumber(env.MOCK_DELAY_MS, 3000) : 0,
    accessTtlS: scenarios.has('expiring-token') ? positiveNumber(env.MOCK_TOKEN_TTL_S, 60) : ACCESS_TTL_S,
  };
}
