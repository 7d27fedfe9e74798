// @vitest-environment node
/**
 * `npm run conformance` against the running mock: the gateway on a free port, the demo users
 * signed in through the contract's login, the suite over HTTP (the lighter pass; the full one
 * runs in-process in world.test.ts). And the suite is not blind: a server whose manager reads
 * one pupil's homework differently from the teacher is caught, by rule and by pupil.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../mocks/server/gateway-server.ts';
import { sharedContract, tokenFor } from '../mocks/server/harness.ts';
import { buildWorld } from '../mocks/world/build.ts';
import { ANCHOR } from '../mocks/world/calendar.ts';
import { checkedApi, type Transport } from './api.ts';
import { main } from './cli.ts';
import { runSuite } from './suite.ts';
import { worldTransport } from './world.ts';

const LONG = 300_000;

describe('npm run conformance against the mock', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startGateway(() => ANCHOR);
  });
  afterAll(() => gateway.close());

  it(
    'signs in as each demo role and finds every rule holding',
    async () => {
      const lines: string[] = [];
      const { ok, report, findings } = await main(
        [
          '--base',
          `${gateway.base}/api`,
          ...['student', 'teacher', 'school', 'organization'].flatMap((role) => ['--sign-in', `${role}=${role}:demo`]),
          '--light',
        ],
        (line) => lines.push(line),
      );
      expect(gateway.warnings).toEqual([]);
      expect(ok, report).toBe(true);
      expect(lines.at(-1)).toBe('Conformance: every rule holds.');
      expect(findings.rules.get('homework.roles')?.checked).toBeGreaterThan(100);
    },
    LONG,
  );

  it('refuses to run without a server or a token', async () => {
    await expect(main([], () => {})).rejects.toThrow(/--base/);
    await expect(main(['--base', gateway.base], () => {})).rejects.toThrow(/--token-for/);
    await expect(main(['--base', gateway.base, '--token-for', 'parent=x'], () => {})).rejects.toThrow(/unknown role/);
  });
});

describe('the suite catches a contradiction', () => {
  it(
    'reports the pupil whose homework the manager reads differently from the teacher',
    async () => {
      const world = buildWorld({ now: ANCHOR });
      const honest = worldTransport(world, []);
      // A server that is wrong in one place: the manager's rows mark pupil 101 «done» everywhere.
      const lying: Transport = async (token, method, url) => {
        const reply = await honest(token, method, url);
        if (url.startsWith('/school/homework/students/') && Array.isArray(reply.body))
          for (const row of reply.body) if (row.student_id === 101) row.status = 'done';
        return reply;
      };
      const findings = await runSuite(
        checkedApi(sharedContract(), lying),
        { teacher: [await tokenFor(world, 'teacher')], school: [await tokenFor(world, 'school')] },
        { light: true },
      );
      const roles = findings.rules.get('homework.roles');
      expect(roles?.failed).toBeGreaterThan(0);
      expect(roles?.failures.every((f) => f.includes('pupil 101'))).toBe(true);
    },
    LONG,
  );
});
