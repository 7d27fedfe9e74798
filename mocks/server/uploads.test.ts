// @vitest-environment node
/**
 * What users upload is shown back: a chat image sent through the gateway is kept in the
 * sender's world and served at the address the answer gives, byte for byte, to that world only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './gateway-server.ts';
import { buildWorld } from '../world/build.ts';
import { storeUpload, uploadAt, uploadedFile } from '../world/uploads.ts';

let gateway: TestGateway;
let base = '';
let warnings: string[] = [];

beforeAll(async () => {
  gateway = await startGateway();
  base = gateway.base;
  warnings = gateway.warnings;
});
afterAll(() => gateway.close());

/** Some bytes that are every value a byte can have, so nothing is decoded or re-encoded on the way. */
const picture = (length: number) => Uint8Array.from({ length }, (_, i) => (i * 7 + 3) % 256);

async function signIn(namespace: string, username: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `mock-world=${namespace}` },
    body: JSON.stringify({ username, password: 'x' }),
  });
  return ((await response.json()) as { access: string }).access;
}

async function sendImage(namespace: string, path: string, receiver: number, bytes: Uint8Array, type: string) {
  const token = await signIn(namespace, path.startsWith('/admin/') ? 'admin' : 'student');
  const form = new FormData();
  form.append('receiver', String(receiver));
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), 'homework');
  const response = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, cookie: `mock-world=${namespace}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return { token, message: (await response.json()) as { id: number; image: string; url: string } };
}

const download = (url: string, namespace?: string) =>
  fetch(`${base}${url}`, { headers: namespace ? { cookie: `mock-world=${namespace}` } : {} });

describe('uploads through the gateway', () => {
  it('serves a pupil’s chat image back byte for byte in her world, and nowhere else', async () => {
    const bytes = picture(3000);
    const { message } = await sendImage('up-a', '/chat/message/', 501, bytes, 'image/png');
    expect(message.url).toMatch(/^\/uploads\/chat\/\d+\.png$/);
    expect(message.image).toMatch(/^chat\/\d{4}\/\d{2}\/\d{2}\/upload-\d+\.png$/);

    const served = await download(message.url, 'up-a');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('no-store');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    expect((await download(message.url, 'up-b')).status).toBe(404);
    expect((await download(message.url)).status).toBe(404);
    expect((await download('/uploads/chat/999999.png', 'up-a')).status).toBe(404);
    expect(warnings).toEqual([]);
  });

  it('shows the admin’s image in the pupil’s thread at an address that serves it', async () => {
    const bytes = picture(1500);
    const { message } = await sendImage('up-c', '/admin/chat/message/', 101, bytes, 'image/webp');
    const token = await signIn('up-c', 'student');
    const thread = (await (
      await fetch(`${base}/api/chat/message/?userId=501`, {
        headers: { authorization: `Bearer ${token}`, cookie: 'mock-world=up-c' },
      })
    ).json()) as { messages: { id: number; url: string | null }[] };
    const seen = thread.messages.find((m) => m.id === message.id);
    expect(seen?.url).toBe(message.url);
    const served = await download(message.url, 'up-c');
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    expect(warnings).toEqual([]);
  });

  it('forgets uploads when the world is reset', async () => {
    const { message } = await sendImage('up-d', '/chat/message/', 501, picture(10), 'image/jpeg');
    expect((await download(message.url, 'up-d')).status).toBe(200);
    await fetch(`${base}/__mock/reset`, { method: 'POST', headers: { cookie: 'mock-world=up-d' } });
    expect((await download(message.url, 'up-d')).status).toBe(404);
  });
});

describe('the upload store', () => {
  it('names each upload anew by folder, with the extension of its type or name', () => {
    const world = buildWorld();
    const file = (name: string, type: string) => ({ name, type, size: 3, bytes: Uint8Array.of(1, 2, 3) });
    const first = storeUpload(world, 'avatars', file('me.png', 'image/png'));
    const second = storeUpload(world, 'avatars', file('me.png', 'image/png'));
    expect(first).toMatch(/^\/uploads\/avatars\/\d+\.png$/);
    expect(second).not.toBe(first);
    expect(storeUpload(world, 'avatars', file('photo.JPEG', ''))).toMatch(/\.jpg$/);
    // Anything that is not a picture is kept as bytes, never served as a page or a script.
    const page = storeUpload(world, 'chat', file('x.html', 'text/html'));
    expect(page).toMatch(/\.bin$/);
    expect(uploadAt(world, page)?.type).toBe('application/octet-stream');
    expect(uploadAt(world, first)?.bytes).toEqual(Uint8Array.of(1, 2, 3));
    expect(uploadAt(buildWorld(), first)).toBeUndefined();
    expect(() => storeUpload(world, '../x', file('a.png', 'image/png'))).toThrow();
    expect(uploadedFile({ name: 'a.png', type: 'image/png', size: 3 })).toBeUndefined();
    expect(uploadedFile(file('a.png', 'image/png'))?.name).toBe('a.png');
  });
});
