import { defineConfig } from 'orval';

// `ORVAL_OUT` lets the freshness check (scripts/check-generated.mjs) write to a scratch folder
// and compare, without touching the committed output.
const out = process.env.ORVAL_OUT ?? 'src/api/generated';
// The contract is split into files under openapi/; orval follows those $refs only when allowed.
const input = { target: './openapi/platform.yaml', parserOptions: { externalRefs: { allow: ['*'] } } };

export default defineConfig({
  platform: {
    input,
    output: {
      mode: 'tags-split',
      target: `${out}/endpoints`,
      schemas: `${out}/model`,
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      // MSW handlers answer with the contract's own examples, so Storybook and tests show the
      // same Persian data as Prism.
      mock: { generators: [{ type: 'msw', useExamples: true }] },
      override: {
        mutator: { path: './src/api/http.ts', name: 'http' },
        fetch: { includeHttpResponseReturnType: false },
        query: { signal: true },
        // These GETs send an SMS: a side effect the user triggers, so they are mutations.
        operations: {
          requestVerificationCode: {
            query: { useQuery: false, useMutation: true },
          },
          requestPasswordReset: {
            query: { useQuery: false, useMutation: true },
          },
        },
      },
    },
  },
  platformZod: {
    input,
    output: {
      mode: 'tags-split',
      target: `${out}/zod`,
      client: 'zod',
      fileExtension: '.zod.ts',
      clean: true,
    },
  },
});
