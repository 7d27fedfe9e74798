/**
 * Which named examples each operation's success answer has, read from the contract itself, so
 * the gateway picks a role's (or the `empty`) example for any operation that offers one —
 * no list to keep in step with the contract.
 */
// Plain .mjs shared with scripts/ (the examples extractor bundles the split contract the same way).
import { bundleContract, resolveRef } from '../scripts/bundle-contract.mjs';

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Looks up the success example names of `METHOD /path` (no /api prefix, no query). */
export type ExampleLookup = (method: string, path: string) => readonly string[];

interface Entry {
  method: string;
  pattern: RegExp;
  /** How many `{parameters}` the path has: literal paths are tried first. */
  params: number;
  names: string[];
}

/** `/teacher/homework/{id}/` → /^\/teacher\/homework\/[^/]+\/$/ */
function templateToRegExp(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

/** Builds the lookup from a bundled contract document (internal refs allowed). */
export function indexExamples(doc: Json): ExampleLookup {
  const resolve = (node: unknown): Json => resolveRef(doc, node) as Json;
  const entries: Entry[] = [];
  for (const [template, rawItem] of Object.entries((doc.paths ?? {}) as Json)) {
    const item = resolve(rawItem);
    for (const method of METHODS) {
      const operation = item[method] as { responses?: Json } | undefined;
      if (!operation) continue;
      const success = Object.entries(operation.responses ?? {}).find(([status]) => /^2/.test(status));
      const media = success ? (resolve(success[1]).content as Json | undefined)?.['application/json'] : undefined;
      const names = Object.keys(((media as Json | undefined)?.examples ?? {}) as Json);
      entries.push({
        method: method.toUpperCase(),
        pattern: templateToRegExp(template),
        params: (template.match(/\{/g) ?? []).length,
        names,
      });
    }
  }
  // Literal paths before templated ones, so /member/profile/brief never matches /member/profile/{id}.
  entries.sort((a, b) => a.params - b.params);
  return (method, path) => entries.find((e) => e.method === method.toUpperCase() && e.pattern.test(path))?.names ?? [];
}

/** The lookup for the contract at `entry` (openapi/platform.yaml by default). */
export function loadExampleIndex(entry?: string): ExampleLookup {
  return indexExamples(bundleContract(entry));
}
