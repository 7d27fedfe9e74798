// @vitest-environment node
/**
 * The mock checks who you are, on the world's operations (the dispatcher) and on Prism's (the
 * gateway's guard) alike: only an access token it signed, unedited and not yet expired on the
 * server's clock, names a user. Issue 24, point 1: editing `user_id` in a pupil's token read the
 * admin's chat list, and any token, even `garbage`, opened the lab.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintToken, type TokenClaims } from '../jwt.ts';
import { messages } from '../messages.ts';
import { SARA_ID, SUPPORT_ID } from '../world/people.ts';
import { startFakePrism, type FakePrism } from './fake-prism.ts';
import { startGateway, type TestGateway } from './gateway-server.ts';

let gateway: TestGateway;
let prism: FakePrism;

beforeAll(async () => {
  prism = await startFakePrism();
  // The tests' Date is at the world's moment (src/testing/node-setup.ts): tokens and worlds share it.
  gateway = await startGateway(() => new Date(), { prismUrl: prism.url });
});
afterAll(async () => {
  await gateway.close();
  await prism.close();
});

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowS = () => Math.floor(Date.now() / 1000);
const claims = (extra: Partial<TokenClaims> = {}): TokenClaims => ({
  token_type: 'access',
  user_id: SARA_ID,
  username: 'student',
  role: 'student',
  iat: nowS(),
  exp: nowS() + 3600,
  ...extra,
});

async function signIn(username: string): Promise<{ access: string; refresh: string }> {
  const response = await fetch(`${gateway.base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'mock-world=tokens' },
    body: JSON.stringify({ username, password: 'x' }),
  });
  return (await response.json()) as { access: string; refresh: string };
}

const call = (path: string, token: string | undefined) =>
  fetch(`${gateway.base}/api${path}`, {
    headers: { cookie: 'mock-world=tokens', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

async function expectRefused(path: string, token: string | undefined) {
  const response = await call(path, token);
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ detail: messages.authentication });
}

describe('tokens on the world’s operations', () => {
  it('accepts the sign-in’s access token', async () => {
    const { access } = await signIn('student');
    expect((await call('/member/profile/', access)).status).toBe(200);
  });

  it('refuses a token whose payload was edited (the admin’s user_id in a pupil’s token)', async () => {
    const [header, , signature] = (await signIn('student')).access.split('.');
    const forged = `${header}.${b64(claims({ user_id: SUPPORT_ID, role: 'admin', username: 'admin' }))}.${signature}`;
    await expectRefused('/admin/chat/users/', forged);
    await expectRefused('/member/profile/', forged);
  });

  it('accepts a token until its exp on the server’s clock, and refuses it after', async () => {
    expect((await call('/member/profile/', await mintToken(claims({ exp: nowS() + 5 })))).status).toBe(200);
    await expectRefused('/member/profile/', await mintToken(claims({ exp: nowS() - 1 })));
  });

  it('refuses alg: none', async () => {
    await expectRefused('/member/profile/', `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`);
  });

  it('refuses a refresh token sent as the access token', async () => {
    await expectRefused('/member/profile/', (await signIn('student')).refresh);
  });

  it('refuses a token signed with another secret, and one that is not a JWT', async () => {
    const [header, payload] = (await mintToken(claims())).split('.');
    await expectRefused('/member/profile/', `${header}.${payload}.${b64({ not: 'the signature' })}`);
    await expectRefused('/member/profile/', 'garbage');
    await expectRefused('/member/profile/', undefined);
  });
});

describe('tokens on the operations Prism serves', () => {
  it('opens the lab to a teacher only (README, product rules: roles)', async () => {
    expect((await call('/laboratory/components/', (await signIn('teacher')).access)).status).toBe(200);
    const pupil = await call('/laboratory/components/', (await signIn('student')).access);
    expect(pupil.status).toBe(403);
    expect(await pupil.json()).toEqual({ detail: messages.forbidden });
  });

  it('refuses the lab without a valid token before Prism sees the call', async () => {
    const before = prism.hits.length;
    await expectRefused('/laboratory/components/', 'garbage');
    await expectRefused('/laboratory/components/', undefined);
    await expectRefused('/laboratory/science/', await mintToken(claims({ role: 'teacher', exp: nowS() - 1 })));
    await expectRefused('/dev/kanban/', (await signIn('teacher')).refresh);
    expect(prism.hits.length).toBe(before);
  });

  it('lets a visitor call an operation whose token is optional (security: [{}, bearerAuth])', async () => {
    // The Nowruz ad's click is recorded for visitors too; it was refused with 401 once.
    const response = await fetch(`${gateway.base}/api/links/nowruz-package-ad-entry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'mock-world=tokens' },
      body: JSON.stringify({ source: 'nowruz_page', campaign: 'nowruz-1406', referrer: '/nowruz' }),
    });
    expect(response.status).not.toBe(401);
  });
});
