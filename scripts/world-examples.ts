// Writes the demo world's answers into the contract's examples (see mocks/server/examples.ts):
// `npm run world:examples` after a change to the world or to a handler. Runs on the project's
// Node 24, which loads TypeScript directly. YAML anchors and aliases in the path files are
// written out in full, because an example the world rewrites may be one an alias points at.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isNode, parseDocument, visit } from 'yaml';
import { worldExamples } from '../mocks/server/examples.ts';

const root = join(import.meta.dirname, '..');
const { examples, problems } = await worldExamples();
const byFile = Map.groupBy(examples, (example) => example.file);
const written = [];
for (const [file, list] of byFile) {
  const path = join(root, 'openapi/paths', file);
  const doc = parseDocument(readFileSync(path, 'utf8'));
  visit(doc, { Alias: (_, alias) => doc.createNode(alias.toJS(doc)) });
  visit(doc, {
    Node: (_, node) => {
      if (isNode(node) && node.anchor) node.anchor = undefined;
    },
  });
  for (const { path: key, method, status, name, value } of list) {
    // Written out in full: a value the world shares between two places is not made an alias.
    const node = doc.createNode(value, { aliasDuplicateObjects: false });
    doc.setIn([key, method, 'responses', status, 'content', 'application/json', 'examples', name, 'value'], node);
  }
  writeFileSync(path, doc.toString({ lineWidth: 0 }));
  written.push(path);
}
if (written.length)
  execFileSync(join(root, 'node_modules/.bin/prettier'), ['--write', '--log-level=warn', ...written], {
    stdio: 'inherit',
  });
console.log(`${examples.length} examples from the world written to ${written.length} files.`);
if (problems.length) {
  console.error(`\n${problems.length} examples could not come from the world:\n${problems.join('\n')}`);
  process.exitCode = 1;
}
