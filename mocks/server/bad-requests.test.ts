// @vitest-environment node
/**
 * Bad requests get a clear 4xx in the catalogue's Persian, never a 500, a hang or a 502
 * (issue 24, point 2): a JSON operation with no body, `text/plain` or a form; malformed JSON for Prism;
 * a hung Prism; bad percent-encoding; Prism's own English errors; a handler that throws.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { createDispatcher } from './dispatch.ts';
import { startFakePrism, type FakePrism } from './fake-prism.ts';
import { startGateway, type TestGateway } from './gateway-server.ts';
import { sharedContract, worldClient } from './harness.ts';

let gateway: TestGateway;
let prism: FakePrism;
let access = '';

beforeAll(async () => {
  prism = await startFakePrism();
  gateway = await startGateway(() => new Date(), { prismUrl: prism.url, env: { MOCK_PRISM_TIMEOUT_MS: '300' } });
  const login = await send('/auth/login/', 'POST', 'application/json', '{"username":"student","password":"x"}');
  access = ((await login.json()) as { access: string }).access;
});
afterAll(async () => {
  await gateway.close();
  await prism.close();
});

function send(path: string, method = 'GET', contentType?: string, body?: BodyInit) {
  return fetch(`${gateway.base}/api${path}`, {
    method,
    headers: {
      cookie: 'mock-world=bad-requests',
      ...(access ? { authorization: `Bearer ${access}` } : {}),
      ...(contentType ? { 'content-type': contentType } : {}),
    },
    body,
  });
}

async function expectAnswer(response: Response, status: number, detail: string | RegExp) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['detail']);
  expect(body.detail).toMatch(detail);
}

describe('a JSON operation of the world', () => {
  it.each([
    ['no body', undefined, undefined],
    ['text/plain', 'text/plain', 'theme=black'],
    ['a urlencoded form', 'application/x-www-form-urlencoded', 'theme=black'],
    [
      'a multipart form',
      undefined,
      (() => {
        const form = new FormData();
        form.set('theme', 'black');
        return form;
      })(),
    ],
    ['malformed JSON', 'application/json', '{"theme":'],
  ])('answers %s with 400 in Persian', async (_, type, body) => {
    await expectAnswer(await send('/member/profile/', 'PATCH', type, body), 400, messages.sendInformation);
  });
});

describe('an operation Prism serves', () => {
  it('answers malformed JSON with 400 at once, without asking Prism', async () => {
    const before = prism.hits.length;
    await expectAnswer(
      await send('/public/contact-messages/', 'POST', 'application/json', '{"a":'),
      400,
      messages.sendInformation,
    );
    await expectAnswer(
      await send('/public/contact-messages/', 'POST', 'text/plain', 'hello'),
      400,
      messages.sendInformation,
    );
    await expectAnswer(await send('/public/contact-messages/', 'POST'), 400, messages.sendInformation);
    expect(prism.hits.length).toBe(before);
  });

  it('answers 504 in Persian when Prism does not answer in time', async () => {
    const started = Date.now();
    await expectAnswer(await send('/public/faq/'), 504, messages.generic);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(gateway.warnings.pop()).toMatch(/timed out/);
  });

  it('turns Prism’s own 422 and 404 into the catalogue’s shape, in Persian', async () => {
    const valid = JSON.stringify({ name: 'x', email: 'not-an-email', message: 'y' });
    await expectAnswer(
      await send('/public/contact-messages/', 'POST', 'application/json', valid),
      422,
      `${messages.invalid} (email)`,
    );
    await expectAnswer(await send('/no/such/path/'), 404, messages.notFound);
  });
});

describe('a path with bad percent-encoding', () => {
  it('is a 400, not a 502 saying Prism is down', async () => {
    await expectAnswer(await send('/member/homework/%E0%A4%A/skills/'), 400, messages.invalid);
    await expectAnswer(await send('/public/agents/%E0%A4%A/'), 400, messages.invalid);
    expect(gateway.warnings).toEqual([]);
  });
});

describe('a handler that throws', () => {
  it('answers 500 with the catalogue’s words; the error text stays in the terminal', async () => {
    const warned: string[] = [];
    const { world } = worldClient();
    const dispatcher = createDispatcher(
      sharedContract(),
      {
        getServiceStatus: () => {
          throw new TypeError('Cannot read properties of undefined (reading "x")');
        },
      },
      (message) => warned.push(message),
    );
    const reply = await dispatcher.answer(
      { method: 'GET', path: '/status', query: new URLSearchParams(), body: new Uint8Array() },
      world,
    );
    expect(reply).toEqual({ status: 500, body: { detail: messages.generic } });
    expect(warned.join('\n')).toMatch(/TypeError: Cannot read properties/);
  });
});
