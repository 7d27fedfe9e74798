/**
 * GET /__mock/scenario: lets a developer switch scenarios per browser without restarting or
 * editing code. The choice lives in the mock-scenario cookie, read by pick-example.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SCENARIOS, parseScenarios, type ScenarioName } from './demo-accounts.js';
import { SCENARIO_COOKIE, activeScenarios, scenariosFromCookie } from './pick-example.ts';

/** Answers with pretty JSON (the switch is read by people in a browser tab). */
export function sendJson(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...extra });
  res.end(JSON.stringify(body, null, 2));
}

/** GET /__mock/scenario[?name=a,b|off]: show, set or clear this browser's scenarios. */
export function scenarioSwitch(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  envScenarios: readonly ScenarioName[],
): void {
  if (!url.searchParams.has('name')) {
    const fromCookie = scenariosFromCookie(req.headers.cookie);
    const active = [...activeScenarios(envScenarios, req.headers.cookie)];
    sendJson(res, 200, { active, fromEnv: envScenarios, fromCookie, known: SCENARIOS });
    return;
  }
  const { known, unknown } = parseScenarios(url.searchParams.get('name') ?? '');
  if (unknown.length) {
    sendJson(res, 400, { detail: `Unknown scenario: ${unknown.join(', ')}`, known: SCENARIOS.map((s) => s.name) });
    return;
  }
  const cookie = known.length
    ? `${SCENARIO_COOKIE}=${encodeURIComponent(known.join(','))}; Path=/; SameSite=Lax`
    : `${SCENARIO_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  res.writeHead(302, { location: '/', 'set-cookie': cookie, 'cache-control': 'no-store' });
  res.end();
}
