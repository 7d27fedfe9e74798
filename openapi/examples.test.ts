// @vitest-environment node
/**
 * Proves the contract's examples are what Prism serves: for every operation and every response
 * example (2xx and errors, named or single, own or from components/responses) one request that
 * passes request validation, asking for that example with `Prefer`. Prism runs with --errors,
 * so an example that breaks its schema comes back as a 500 with an sl-violations header.
 * The contract walking lives in mocks/contract.ts.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../mocks/contract.ts';
import { PRISM_START_MS, startPrism, type RunningPrism } from '../mocks/prism-process.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { operations, cases, buildRequest, mergeKeys } = loadContract(`${root}openapi/platform.yaml`);

let prism: RunningPrism | undefined;
beforeAll(async () => {
  prism = await startPrism(root, 'openapi/platform.yaml', ['--errors']);
}, PRISM_START_MS + 10_000);
afterAll(() => prism?.stop());

describe('every operation', () => {
  it.each(operations)('$label has an operationId, a tag and a 2xx example', ({ op }) => {
    expect(op.operationId).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
    expect(op.tags?.length ?? 0).toBeGreaterThan(0);
    expect(cases.some((c) => c.op === op && c.status >= 200 && c.status < 300)).toBe(true);
  });

  it('operationIds are unique', () => {
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  // Merge keys look right in the YAML but Prism, orval and src/api/generated read "<<" as a
  // property, so the served example misses every merged field.
  it('the contract uses no YAML merge keys (<<)', () => {
    expect(mergeKeys()).toEqual([]);
  });
});

describe('Prism serves every example without violation', () => {
  it.each(cases)('$label', async ({ path, method, op, status, name, value }) => {
    const { url, init } = buildRequest(path, method, op);
    init.headers.set('Prefer', name ? `code=${status}, example=${name}` : `code=${status}`);
    const response = await fetch(`${prism?.url}${url}`, init);
    const body: unknown = await response.json();
    expect({ status: response.status, violations: response.headers.get('sl-violations') }).toEqual({
      status,
      violations: null,
    });
    expect(body).toStrictEqual(value);
  });
});
