// @vitest-environment node
/**
 * Registration over HTTP: the gateway re-mints the tokens of a register answer, and the new
 * pupil's token opens their own profile in the same browser's world (and not in another's);
 * the picture they upload is served back byte for byte.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../gateway-server.ts';
import { ANCHOR } from '../../world/calendar.ts';

let gateway: TestGateway;
let base = '';

beforeAll(async () => {
  gateway = await startGateway(() => ANCHOR);
  base = gateway.base;
});
afterAll(() => gateway.close());

it('signs a registered pupil in with real tokens for their own world, and serves their picture', async () => {
  const response = await fetch(`${base}/api/auth/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'mock-world=register' },
    body: JSON.stringify({
      first_name: 'نیلوفر',
      last_name: 'کاظمی',
      username: 'niloofar.k',
      password: 'mehr-1405',
      phone: '09139876543',
      code: '12345',
      grade: 'sixth',
      gender: 'FEMALE',
    }),
  });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { access: string; user: { id: number } };
  expect(body.access.split('.')).toHaveLength(3);
  const profile = (namespace: string) =>
    fetch(`${base}/api/member/profile/`, {
      headers: { authorization: `Bearer ${body.access}`, cookie: `mock-world=${namespace}` },
    });
  const own = await profile('register');
  expect(await own.json()).toMatchObject({ id: body.user.id, first_name: 'نیلوفر', class: { grade: 'sixth' } });
  expect((await profile('elsewhere')).status).toBe(401);

  const form = new FormData();
  const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
  form.append('image', new Blob([bytes], { type: 'image/png' }), 'niloofar.png');
  const uploaded = await fetch(`${base}/api/auth/set-profile-picture/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${body.access}`, cookie: 'mock-world=register' },
    body: form,
  });
  const { profile_url } = (await uploaded.json()) as { profile_url: string };
  expect(profile_url).toMatch(/^\/uploads\/avatars\/\d+\.png$/);
  const picture = await fetch(`${base}${profile_url}`, { headers: { cookie: 'mock-world=register' } });
  expect(picture.headers.get('content-type')).toBe('image/png');
  expect(new Uint8Array(await picture.arrayBuffer())).toEqual(bytes);
  expect(((await (await profile('register')).json()) as { profile_url: string }).profile_url).toBe(profile_url);
});
