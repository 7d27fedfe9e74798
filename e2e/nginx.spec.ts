import { existsSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { answerInUi, questionOnScreen, runText } from './practice';
import { DEMO_FAMILY_TOKEN } from '../mocks/world/family-links.ts';

/**
 * The built app behind nginx (deploy/nginx.conf, rendered by deploy/render-nginx.mjs): the
 * `nginx` project runs this file and the journeys tagged @nginx through it. Every test of the
 * project fails on a Content-Security-Policy or Permissions-Policy violation (e2e/fixtures.ts).
 */

/** The entry chunk's address, from the built index.html as nginx serves it. */
async function entryChunk(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  const entry = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)">/.exec(html)?.[1];
  expect(entry, 'the entry chunk in index.html').toBeTruthy();
  return entry!;
}

test('every answer carries the security headers; family pages are not indexed nor referred @nginx', async ({
  request,
}) => {
  for (const path of ['/', '/student', '/auth/login']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toMatch(/script-src 'self' 'sha256-[\w+/]+=*'/);
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers, path).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['x-robots-tag'], path).toBeUndefined();
  }
  const family = await request.get('/family/x');
  expect(family.status()).toBe(200);
  expect(family.headers()).toMatchObject({ 'x-robots-tag': 'noindex, nofollow', 'referrer-policy': 'no-referrer' });
  // Errors too: a missing chunk's 404.
  expect((await request.get('/assets/nope.js')).headers()['content-security-policy']).toBeTruthy();
});

test('text files go out precompressed: brotli when asked for, else gzip @nginx', async ({ request }) => {
  const entry = await entryChunk(request);
  const br = await request.get(entry, { headers: { 'accept-encoding': 'gzip, br' } });
  expect(br.headers()).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding' });
  const gzip = await request.get(entry, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  const plain = await request.get(entry, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  // The same file whichever way it travelled.
  expect(await br.text()).toBe(await plain.text());
  expect((await request.get('/', { headers: { 'accept-encoding': 'br' } })).headers()['content-encoding']).toBe('br');
});

test('hashed files are kept for a year; the page, the worker and the manifest are asked again @nginx', async ({
  request,
}) => {
  const entry = await entryChunk(request);
  expect((await request.get(entry)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  for (const path of ['/', '/index.html', '/student']) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe('no-cache');
  }
  // The service worker and the manifest, once the build makes them (vite-plugin-pwa).
  for (const file of ['sw.js', 'manifest.webmanifest']) {
    if (!existsSync(new URL(`../dist/${file}`, import.meta.url))) continue;
    const answer = await request.get(`/${file}`);
    expect(answer.status(), file).toBe(200);
    expect(answer.headers()['content-type'], file).toMatch(/javascript|manifest\+json/);
    expect(answer.headers()['cache-control'], file).toBe('no-cache');
  }
  expect((await request.get('/favicon.svg')).headers()['cache-control']).toBe('public, max-age=3600');
});

test('any other address is the app; a missing file is a 404 @nginx', async ({ request }) => {
  const page = await request.get('/teacher/students');
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toContain('text/html');
  expect(await page.text()).toContain('<div id="root">');
  for (const path of ['/assets/nope.js', '/media/nope.svg', '/nope.js', '/.vite/manifest.json']) {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
    // Never kept: the file may come with the next build.
    expect(missing.headers()['cache-control'], path).toBeUndefined();
  }
  // /api goes to the backend.
  expect(await (await request.get('/api/status')).json()).toMatchObject({ status: expect.any(String) });
});

test('a pupil’s pages and a family’s page run under the policy without a violation @nginx', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/auth/login');
  await signIn(page, 'student');
  await expect(page).toHaveURL(/\/student$/);
  await page.getByRole('link', { name: 'درس', exact: true }).first().click();
  await page.getByRole('link', { name: 'تمرین ضرب عددهای دورقمی' }).click();
  await expect(page).toHaveURL(/\/student\/skill\/question\//);
  const question = questionOnScreen(page);
  await answerInUi(page, question, question.answer);
  await page.getByRole('button', { name: runText.send }).click();
  await expect(page.getByText(/درست است/).first()).toBeVisible();
  // Charts (inline SVG and styles), then the profile's pictures.
  await page.goto('/report');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`/family/${DEMO_FAMILY_TOKEN}`);
  await expect(page.getByRole('heading', { level: 1, name: 'گزارش هفتگی سارا' })).toBeVisible();
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
});
