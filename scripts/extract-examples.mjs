// Writes every named response example of the contract to src/api/generated/examples.json, so
// stories and tests can show a named example (e.g. the «several users share this phone» answer)
// straight from the contract. Part of `npm run api`; never edit the output by hand.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { bundleContract, resolveRef } from './bundle-contract.mjs';

const root = join(dirname(new URL(import.meta.url).pathname), '..');
const out = join(root, process.env.ORVAL_OUT ?? 'src/api/generated', 'examples.json');
const spec = bundleContract();

const resolve = (node) => resolveRef(spec, node);

const examples = {};
for (const item of Object.values(spec.paths)) {
  for (const operation of Object.values(item)) {
    if (!operation?.operationId) continue;
    const byStatus = {};
    for (const [status, raw] of Object.entries(operation.responses ?? {})) {
      const media = resolve(raw).content?.['application/json'];
      if (!media) continue;
      const named = Object.fromEntries(Object.entries(media.examples ?? {}).map(([k, v]) => [k, resolve(v).value]));
      if (media.example !== undefined) named.default = media.example;
      byStatus[status] = named;
    }
    examples[operation.operationId] = byStatus;
  }
}
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(examples, null, 2)}\n`);
