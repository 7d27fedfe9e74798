// @vitest-environment node
/**
 * The contract's role and record examples are the demo world's answers (mocks/server/examples.ts):
 * when this fails, the world or a handler changed — run `npm run world:examples` and review the diff.
 */
import { describe, expect, it } from 'vitest';
import { worldExamples } from '../mocks/server/examples.ts';
import { sharedContract } from '../mocks/server/harness.ts';

const contract = sharedContract();
const { examples, problems } = await worldExamples();

describe('the contract’s examples come from the demo world', () => {
  it('every role and record example of an operation the world answers can be asked of the world', () => {
    expect(problems).toEqual([]);
  });

  it.each(
    examples.map((example) => ({
      ...example,
      label: `${example.method.toUpperCase()} ${example.path} ${example.name}`,
    })),
  )('$label', ({ path, method, name, value }) => {
    const found = contract.operations.find((o) => o.path === path && o.method === method.toUpperCase());
    const media = found && contract.success(found.op)?.media;
    const example = media?.examples?.[name] ? contract.resolve(media.examples[name]).value : undefined;
    expect(example).toStrictEqual(value);
  });
});
