// @vitest-environment node
/**
 * House rules of the contract that Redocly does not know: every list answer can be shown empty
 * from the contract alone (a named `empty` example), and every parameter and body has an example.
 */
import { describe, expect, it } from 'vitest';
import { bundleContract, resolveRef } from '../scripts/bundle-contract.mjs';

type Json = Record<string, unknown>;
const doc = bundleContract() as Json;
const resolve = (node: unknown): Json => resolveRef(doc, node) as Json;

/** A list answer of a GET: an array, or a page (an object whose `results` is an array). */
function isList(schema: Json): boolean {
  if (schema.type === 'array') return true;
  const parts = [schema, ...((schema.allOf as Json[] | undefined) ?? []).map(resolve)];
  return parts.some((part) => resolve((part.properties as Json | undefined)?.results).type === 'array');
}

const operations = Object.entries(doc.paths as Json).flatMap(([path, item]) =>
  Object.entries(resolve(item))
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, op]) => ({ label: `${method.toUpperCase()} ${path}`, op: op as Json })),
);

// Reads only: a POST that creates several things answers a list, but never an empty one.
const lists = operations
  .filter(({ label }) => label.startsWith('GET '))
  .flatMap(({ label, op }) => {
    const ok = Object.entries((op.responses ?? {}) as Json).find(([status]) => status.startsWith('2'));
    const media = ok && (resolve(ok[1]).content as Json | undefined)?.['application/json'];
    return media && isList(resolve((media as Json).schema)) ? [{ label, media: media as Json }] : [];
  });

describe('contract house rules', () => {
  it('finds the list operations', () => {
    expect(lists.length).toBeGreaterThan(20);
  });

  it.each(lists)('$label has an `empty` example', ({ media }) => {
    expect(Object.keys((media.examples ?? {}) as Json)).toContain('empty');
  });

  it.each(operations)('$label has an example on every parameter', ({ op }) => {
    for (const raw of (op.parameters ?? []) as Json[]) {
      const parameter = resolve(raw);
      const schema = resolve(parameter.schema);
      expect(
        parameter.example ?? parameter.examples ?? schema.example ?? schema.default,
        String(parameter.name),
      ).toBeDefined();
    }
  });
});
