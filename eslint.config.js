import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Literal text a user would see must come from strings.ts / shared/i18n, never from JSX. */
const noLiteralText = [
  { selector: 'JSXText[value=/\\S/]', message: 'Put user-visible text in strings.ts (Persian), not in JSX.' },
  {
    selector: 'JSXAttribute[name.name=/^(aria-label|title|placeholder|alt|label|description)$/] > Literal',
    message: 'Put user-visible attribute text in strings.ts (Persian), not in JSX.',
  },
];

const useGenerated = 'Reach the server through a generated hook or function from @/api/generated.';

/** What reaches the server without the contract: raw fetch, hand-written React Query calls, the mutator. */
const serverGlobals = [{ name: 'fetch', message: useGenerated }];
const serverImports = [
  {
    name: '@tanstack/react-query',
    importNames: ['useQuery', 'useMutation', 'useInfiniteQuery', 'useSuspenseQuery'],
    message: useGenerated,
  },
  { name: 'axios', message: useGenerated },
];
/** The mutator, by alias (`@/api/http`) or relative path. */
const serverPatterns = [
  { group: ['**/api/http'], message: 'Use the generated hooks and functions, not the mutator they call.' },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      '.bench',
      'node_modules',
      'src/api/generated',
      'src/api/.generated-check',
      '.storybook/public',
      'playwright-report',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-syntax': ['error', ...noLiteralText],
      // `role` on our own components (RequireRole) is a user role, not an ARIA role.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // Tests and their helpers may render throw-away markers; what users see is asserted through strings.ts.
    files: ['src/**/*.test.tsx', 'src/testing/**/*.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // All of src reaches the server only through orval's generated hooks and functions (src/api/generated).
    files: ['src/**/*.{ts,tsx}'],
    // The mutator itself: the one place that calls fetch, wrapped by every generated call.
    ignores: ['src/api/http.ts'],
    rules: {
      'no-restricted-globals': ['error', ...serverGlobals],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({ object, property: 'fetch', message: useGenerated })),
      ],
      'no-restricted-imports': ['error', { paths: serverImports, patterns: serverPatterns }],
    },
  },
  {
    // Slices never import another slice, nor the app.
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['src/features/**/*.stories.tsx', 'src/features/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: serverImports,
          patterns: [
            ...serverPatterns,
            {
              group: ['@/features/*', '@/features/**'],
              message: 'A slice never imports another slice; move shared code to src/shared.',
            },
            {
              group: ['../*', '../**'],
              message: 'A slice never imports another slice; move shared code to src/shared.',
            },
            { group: ['@/app/*', '@/app/**'], message: 'Dependencies run shared → features → app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: serverImports,
          patterns: [
            ...serverPatterns,
            {
              group: ['@/features/*', '@/features/**', '@/app/*', '@/app/**'],
              message: 'Dependencies run shared → features → app.',
            },
          ],
        },
      ],
    },
  },
  {
    // End-to-end tests run on the server's clock (the world's moment, MOCK_NOW), never the machine's:
    // a test that reads the machine's date passes today and fails next month.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/fixtures.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "Use the server's time (serverNow from e2e/fixtures.ts), not the machine's.",
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: "Use the server's time (serverNow from e2e/fixtures.ts), not the machine's.",
        },
      ],
    },
  },
);
