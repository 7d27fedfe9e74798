// @vitest-environment node
/**
 * The gateway in front of Prism answers from the demo world over HTTP: a sign-in and a write
 * are remembered per `mock-world` namespace, POST /__mock/reset forgets them, and scenarios
 * still win (server-error). Prism itself is not needed: nothing here reaches it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './gateway-server.ts';

let gateway: TestGateway;
let base = '';
let warnings: string[] = [];

beforeAll(async () => {
  gateway = await startGateway();
  base = gateway.base;
  warnings = gateway.warnings;
});
afterAll(() => gateway.close());

async function signIn(namespace: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `mock-world=${namespace}` },
    body: JSON.stringify({ username: 'student', password: 'x' }),
  });
  expect(response.headers.get('x-mock-source')).toBe('world');
  const body = (await response.json()) as { access: string; user: { id: number } };
  expect(body, JSON.stringify(body).slice(0, 300)).toHaveProperty('user');
  expect(body.user.id).toBe(101);
  expect(body.access.split('.')).toHaveLength(3);
  return body.access;
}

const theme = async (namespace: string, token: string, patch?: string) => {
  const headers = {
    authorization: `Bearer ${token}`,
    cookie: `mock-world=${namespace}`,
    'content-type': 'application/json',
  };
  if (patch)
    await fetch(`${base}/api/member/profile/`, { method: 'PATCH', headers, body: JSON.stringify({ theme: patch }) });
  return ((await (await fetch(`${base}/api/member/profile/`, { headers })).json()) as { theme: string }).theme;
};

describe('the gateway answers from the world', () => {
  it('remembers a write per namespace until reset', async () => {
    const token = await signIn('a');
    expect(await theme('a', token, 'black')).toBe('black');
    expect(await theme('b', token)).toBe('cyan');
    const reset = await fetch(`${base}/__mock/reset`, { method: 'POST', headers: { cookie: 'mock-world=a' } });
    expect(reset.status).toBe(200);
    expect(await theme('a', token)).toBe('cyan');
    expect(warnings).toEqual([]);
  });

  it('lets the server-error scenario win', async () => {
    const token = await signIn('c');
    const response = await fetch(`${base}/api/member/profile/`, {
      headers: { authorization: `Bearer ${token}`, cookie: 'mock-world=c; mock-scenario=server-error' },
    });
    expect(response.headers.get('x-mock-source')).toBeNull();
  });
});

describe('a family link over HTTP', () => {
  it('opens without an account, is never indexed nor sends its address on, and says why once revoked', async () => {
    const token = await signIn('family');
    const headers = { authorization: `Bearer ${token}`, cookie: 'mock-world=family' };
    const made = (await (await fetch(`${base}/api/member/family-links/`, { method: 'POST', headers })).json()) as {
      id: number;
      token: string;
    };
    const open = await fetch(`${base}/api/family/${made.token}/`, { headers: { cookie: 'mock-world=family' } });
    expect(open.status).toBe(200);
    expect(open.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(open.headers.get('referrer-policy')).toBe('no-referrer');
    expect(((await open.json()) as { first_name: string }).first_name).toBe('سارا');
    await fetch(`${base}/api/member/family-links/${made.id}/revoke/`, { method: 'POST', headers });
    const gone = await fetch(`${base}/api/family/${made.token}/`, { headers: { cookie: 'mock-world=family' } });
    expect(gone.status).toBe(410);
    expect(((await gone.json()) as { detail: string }).detail).toContain('باطل شده');
    expect(warnings.filter((w) => w.includes('family'))).toEqual([]);
  });
});
