// @vitest-environment node
/**
 * The coherence suite over the demo worlds, in-process: the whole regular world (every
 * teacher, manager, pupil and the office, every pupil × homework, skill, quiz, package activity
 * and review), then the `large` world in a lighter pass (every pupil through the staff's eyes, each
 * fifth pupil's own pages, one pupil's answer lists per homework). Every rule
 * must hold and every answer must be one the contract declares, with a valid body.
 */
import { describe, expect, it } from 'vitest';
import { sharedContract } from '../mocks/server/harness.ts';
import { buildWorld } from '../mocks/world/build.ts';
import { ANCHOR } from '../mocks/world/calendar.ts';
import { checkedApi } from './api.ts';
import { formatReport } from './cli.ts';
import { runSuite } from './suite.ts';
import { worldTokens, worldTransport } from './world.ts';

// A guard against hangs, not a speed limit: the regular world is about 120,000 calls.
const LONG = 600_000;

async function suiteOver(large: boolean) {
  const world = buildWorld({ now: ANCHOR, large });
  const warnings: string[] = [];
  const api = checkedApi(sharedContract(), worldTransport(world, warnings), { bodies: false });
  // The lighter pass: the staff's views of every pupil, each fifth pupil's own pages, and one
  // pupil's answer lists per homework.
  const tokens = await worldTokens(world, (role, index) => !large || role !== 'student' || index % 5 === 0);
  const findings = await runSuite(api, tokens, { light: large });
  return { findings, api, warnings, report: formatReport(findings, api) };
}

describe.each([
  ['the regular world', false],
  ['the large world (lighter pass)', true],
])('one truth across roles over %s', (_, large) => {
  it(
    'every rule holds and every answer is the contract’s',
    async () => {
      const { findings, api, warnings, report } = await suiteOver(large);
      expect(warnings).toEqual([]);
      expect(
        findings.failed.map((rule) => rule.id),
        report,
      ).toEqual([]);
      expect(
        [...api.operations.values()].filter((op) => op.problems.length).map((op) => op.label),
        report,
      ).toEqual([]);
      // Every rule checked something: a rule that walks past nothing proves nothing.
      expect([...findings.rules.values()].filter((rule) => rule.checked === 0).map((rule) => rule.id)).toEqual([]);
    },
    LONG,
  );
});
