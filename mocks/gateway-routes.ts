/**
 * The gateway's own routes beside /api: a world's uploads, forgetting a world, and the server's
 * clock. Split from gateway.ts, which forwards /api.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatewayOptions } from './gateway-options.ts';
import { activeScenarios } from './pick-example.ts';
import { sendJson } from './scenario-switch.ts';
import { namespaceOf } from './server/worlds.ts';
import { uploadAt } from './world/uploads.ts';

/**
 * GET /uploads/…: a file uploaded into this browser's world (a chat image, a profile picture),
 * byte for byte; 404 in any other world. Never cached: a reset world forgets it.
 */
export function serveUpload(req: IncomingMessage, res: ServerResponse, url: URL, options: GatewayOptions): void {
  const method = (req.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    sendJson(res, 405, { detail: 'GET /uploads/…' });
    return;
  }
  const large = activeScenarios(options.envScenarios, req.headers.cookie).has('large');
  const world = options.world?.worlds.get(namespaceOf(req.headers.cookie), large);
  const upload = world && uploadAt(world, url.pathname);
  if (!upload) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end(method === 'HEAD' ? undefined : 'Not found');
    return;
  }
  res.writeHead(200, {
    'content-type': upload.type,
    'content-length': upload.bytes.length,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-mock-source': 'world',
  });
  res.end(method === 'HEAD' ? undefined : upload.bytes);
}

/** POST /__mock/reset: forgets this browser's world (or every world with ?all=1). */
export function resetWorld(req: IncomingMessage, res: ServerResponse, url: URL, options: GatewayOptions): void {
  if ((req.method ?? 'GET').toUpperCase() !== 'POST') {
    sendJson(res, 405, { detail: 'POST /__mock/reset' });
    return;
  }
  const namespace = url.searchParams.get('all') === '1' ? undefined : namespaceOf(req.headers.cookie);
  options.world?.worlds.reset(namespace);
  sendJson(res, 200, { reset: namespace ?? 'all' });
}

/** GET /__mock/clock: the server's time, so a test's browser can run on the same clock. */
export function serverTime(req: IncomingMessage, res: ServerResponse, options: GatewayOptions): void {
  if ((req.method ?? 'GET').toUpperCase() !== 'GET') {
    sendJson(res, 405, { detail: 'GET /__mock/clock' });
    return;
  }
  sendJson(res, 200, { now: (options.clock?.() ?? new Date()).toISOString() }, { 'cache-control': 'no-store' });
}
