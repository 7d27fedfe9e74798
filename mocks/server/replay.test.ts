// @vitest-environment node
/**
 * Every operation the world answers, replayed with the contract's own request (its parameter and
 * body examples): the world answers with a status the contract declares, and with success (an
 * example that names a record the world does not have, or a body the handler refuses, is stale:
 * fix the example). Issue 24, point 2.
 */
import { expect, it } from 'vitest';
import { replayExamples } from './replay.ts';

it('answers each operation’s own example request with a documented status', { timeout: 120_000 }, async () => {
  const { replays, drift } = await replayExamples();
  expect(replays.length).toBeGreaterThanOrEqual(160);
  expect(drift).toEqual([]);
  const undeclared = replays.filter((r) => !r.declared.includes(String(r.status)));
  expect(undeclared.map((r) => `${r.status} ${r.label}`)).toEqual([]);
  const refused = replays
    .filter((r) => r.status >= 300)
    .map((r) => `${r.status} ${r.label} ${JSON.stringify(r.detail)}`);
  expect(refused, 'stale request examples').toEqual([]);
});
