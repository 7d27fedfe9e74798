/**
 * The connect middleware behind /api in `vite` and `vite preview`: forwards each call to Prism
 * with a `Prefer` header chosen by pick-example.ts and re-mints sign-in tokens; /__mock/scenario
 * goes to scenario-switch.ts, /__mock/bank/… to the payment area's local bank page
 * (server/bank-page.ts), /uploads/… to what users uploaded into their world (world/uploads.ts).
 * Independent of the app in src/, so it works while src/ is broken.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Connect } from 'vite';
import type { ScenarioName } from './demo-accounts.js';
import { decodablePath, refuseForPrism } from './guard.ts';
import { remintTokens } from './jwt.ts';
import { messages } from './messages.ts';
import { persianProblem } from './prism-errors.ts';
import { bankPage } from './server/bank-page.ts';
import { namespaceOf } from './server/worlds.ts';
import { resetWorld, serveUpload, serverTime } from './gateway-routes.ts';
import { activeScenarios, pickPrefer, scenarioTimings } from './pick-example.ts';
import { scenarioSwitch, sendJson } from './scenario-switch.ts';
import type { GatewayOptions } from './gateway-options.ts';

export type { GatewayOptions } from './gateway-options.ts';

// Hop-by-hop headers belong to one connection; fetch rejects several of them outright.
const REQUEST_SKIP = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
  'upgrade',
  'expect',
  'te',
  'trailer',
  'proxy-connection',
]);
// fetch has already decoded and de-chunked the body, so these would describe it wrongly.
const RESPONSE_SKIP = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'set-cookie',
]);

/** How long a forward to Prism may take before the client gets a 504 (it answers in milliseconds). */
const PRISM_TIMEOUT_MS = 15_000;

/** The server's time in epoch seconds, as tokens carry it. */
const nowS = (options: GatewayOptions) => Math.floor((options.clock?.() ?? new Date()).getTime() / 1000);

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

function parseJson(body: Buffer, contentType: string | undefined): unknown {
  if (!body.length || !contentType?.includes('json')) return undefined;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined; // Prism answers malformed JSON itself.
  }
}

async function forward(req: IncomingMessage, res: ServerResponse, url: URL, options: GatewayOptions): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  const path = url.pathname.slice('/api'.length);
  const body = await readBody(req);
  if (!decodablePath(path)) {
    sendJson(res, 400, { detail: messages.invalid });
    return;
  }
  const scenarios = activeScenarios(options.envScenarios, req.headers.cookie);
  const { delayMs, accessTtlS } = scenarioTimings(scenarios, options.env);

  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || REQUEST_SKIP.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // A Prefer sent by the caller (e.g. curl -H 'Prefer: example=empty') wins over the rules.
  const sent = headers.get('prefer') ?? undefined;
  const request = {
    method,
    path,
    authorization: req.headers.authorization,
    body: parseJson(body, req.headers['content-type']),
  };
  const prefer = sent ?? pickPrefer(request, scenarios, options.examplesOf);
  if (prefer) headers.set('prefer', prefer);

  if (delayMs > 0) await sleep(delayMs);
  const fromWorld = await answerFromWorld(req, url, path, body, scenarios, options);
  if (fromWorld) {
    const signedIn = fromWorld.status < 300 && (path === '/auth/login/' || path === '/auth/register/');
    const payload = signedIn ? await remintTokens(fromWorld.body, accessTtlS, nowS(options)) : fromWorld.body;
    const text = payload === undefined ? '' : JSON.stringify(payload);
    res.writeHead(fromWorld.status, {
      ...(text ? { 'content-type': 'application/json; charset=utf-8' } : {}),
      'content-length': Buffer.byteLength(text),
      'x-mock-source': 'world',
      ...fromWorld.headers,
    });
    res.end(method === 'HEAD' ? undefined : text);
    return;
  }
  const refusal = await refuseForPrism(
    { method, path, authorization: req.headers.authorization, contentType: req.headers['content-type'], body },
    options.world?.dispatcher,
    nowS(options),
  );
  if (refusal) {
    sendJson(res, refusal.status, { detail: refusal.detail });
    return;
  }
  const upstream = await fetch(`${options.prismUrl}${path}${url.search}`, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' || !body.length ? undefined : new Uint8Array(body),
    redirect: 'manual',
    signal: AbortSignal.timeout(Number(options.env.MOCK_PRISM_TIMEOUT_MS) || PRISM_TIMEOUT_MS),
  });

  let payload = Buffer.from(await upstream.arrayBuffer());
  const persian = persianProblem(upstream.status, upstream.headers.get('content-type'), payload);
  if (persian) {
    sendJson(res, upstream.status, persian);
    return;
  }
  const signIn =
    (method === 'POST' && path === '/auth/login/' && upstream.status === 200) ||
    (method === 'POST' && path === '/auth/register/' && upstream.status === 201);
  if (signIn) {
    const json = parseJson(payload, upstream.headers.get('content-type') ?? undefined);
    if (json !== undefined) payload = Buffer.from(JSON.stringify(await remintTokens(json, accessTtlS, nowS(options))));
  }

  res.statusCode = upstream.status;
  upstream.headers.forEach((value, name) => {
    if (!RESPONSE_SKIP.has(name)) res.setHeader(name, value);
  });
  const cookies = upstream.headers.getSetCookie();
  if (cookies.length) res.setHeader('set-cookie', cookies);
  if (prefer) res.setHeader('x-mock-example', prefer);
  res.setHeader('content-length', payload.length);
  res.end(method === 'HEAD' ? undefined : payload);
}

/**
 * The world's answer, unless a scenario says otherwise: `server-error` fails every call and
 * `empty` shows the contract's `empty` examples, both through Prism as before.
 */
async function answerFromWorld(
  req: IncomingMessage,
  url: URL,
  path: string,
  body: Buffer,
  scenarios: ReadonlySet<ScenarioName>,
  options: GatewayOptions,
) {
  const method = (req.method ?? 'GET').toUpperCase();
  if (!options.world || scenarios.has('server-error')) return undefined;
  if (scenarios.has('empty') && options.examplesOf?.(method, path).includes('empty')) return undefined;
  if (!options.world.dispatcher.handles(method, path)) return undefined;
  const world = options.world.worlds.get(namespaceOf(req.headers.cookie), scenarios.has('large'));
  return options.world.dispatcher.answer(
    {
      method,
      path,
      query: url.searchParams,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      body,
    },
    world,
  );
}

export function createGateway(options: GatewayOptions): Connect.NextHandleFunction {
  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://gateway.invalid');
    if (url.pathname === '/__mock/clock' || url.pathname === '/__mock/clock/') {
      serverTime(req, res, options);
      return;
    }
    if (url.pathname === '/__mock/scenario' || url.pathname === '/__mock/scenario/') {
      scenarioSwitch(req, res, url, options.envScenarios);
      return;
    }
    if (url.pathname === '/__mock/reset' || url.pathname === '/__mock/reset/') {
      resetWorld(req, res, url, options);
      return;
    }
    if (url.pathname.startsWith('/__mock/bank/')) {
      bankPage(req, res, url, options);
      return;
    }
    if (url.pathname.startsWith('/uploads/')) {
      serveUpload(req, res, url, options);
      return;
    }
    if (!url.pathname.startsWith('/api/')) {
      next();
      return;
    }
    forward(req, res, url, options).catch((error: unknown) => {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      options.warn(
        `[mock] ${req.method} ${req.url} → Prism at ${options.prismUrl} ${timedOut ? 'timed out' : `failed: ${String(error)}`}`,
      );
      // The reason stays in the terminal (run npm start); the client hears the catalogue's words.
      if (res.headersSent) res.end();
      else sendJson(res, timedOut ? 504 : 502, { detail: messages.generic });
    });
  };
}
