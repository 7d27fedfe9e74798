// @vitest-environment node
/**
 * The gateway in front of Prism answers from the demo world over HTTP: a sign-in and a write
 * are remembered per `mock-world` namespace, POST /__mock/reset forgets them, and scenarios
 * still win (server-error). Prism itself is not needed: nothing here reaches it.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../gateway.ts';
import { createDispatcher } from './dispatch.ts';
import { handlers } from './handlers.ts';
import { sharedContract } from './harness.ts';
import { createWorlds } from './worlds.ts';

let server: Server;
let base = '';
const warnings: string[] = [];

beforeAll(async () => {
  const contract = sharedContract();
  const gateway = createGateway({
    prismUrl: 'http://127.0.0.1:9', // nothing listens: a forwarded call would fail loudly
    envScenarios: [],
    env: {},
    warn: (message) => warnings.push(message),
    examplesOf: contract.exampleNames,
    world: { dispatcher: createDispatcher(contract, handlers, (m) => warnings.push(m)), worlds: createWorlds() },
  });
  server = createServer((req, res) => gateway(req, res, () => res.end()));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

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
