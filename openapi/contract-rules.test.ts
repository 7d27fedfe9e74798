// @vitest-environment node
/**
 * House rules of the contract that Redocly does not know: every list answer can be shown empty
 * from the contract alone (a named `empty` example), and every parameter and body has an example.
 */
import { describe, expect, it } from 'vitest';
import { loadContract, type Json } from '../mocks/contract.ts';

const contract = loadContract();
const resolve = (node: unknown): Json => contract.resolve(node);

/** A list answer of a GET: an array, or a page (an object whose `results` is an array). */
function isList(schema: Json): boolean {
  if (schema.type === 'array') return true;
  const parts = [schema, ...((schema.allOf as Json[] | undefined) ?? []).map(resolve)];
  return parts.some((part) => resolve((part.properties as Json | undefined)?.results).type === 'array');
}

const operations = contract.operations.map(({ label, op }) => ({ label, op: op as Json }));

// Reads only: a POST that creates several things answers a list, but never an empty one.
const lists = operations
  .filter(({ label }) => label.startsWith('GET '))
  .flatMap(({ label, op }) => {
    const media = contract.success(op)?.media as Json | undefined;
    return media && isList(resolve(media.schema)) ? [{ label, media }] : [];
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
