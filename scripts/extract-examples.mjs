// Writes every named response example of the contract to src/api/generated/examples.json, so
// stories and tests can show a named example (e.g. the «several users share this phone» answer)
// straight from the contract. Part of `npm run api`; never edit the output by hand.
// Runs on the project's Node 24, which loads the TypeScript walk of the contract directly.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadContract } from '../mocks/contract.ts';

const out = join(import.meta.dirname, '..', process.env.ORVAL_OUT ?? 'src/api/generated', 'examples.json');
const { cases } = loadContract();

const examples = {};
for (const { operationId, status, name, value } of cases) {
  if (!operationId) continue;
  const byStatus = (examples[operationId] ??= {});
  (byStatus[status] ??= {})[name ?? 'default'] = value;
}
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(examples, null, 2)}\n`);
