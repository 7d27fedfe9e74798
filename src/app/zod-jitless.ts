/**
 * Zod compiles object parsers with `new Function` when it can, and its probe for that is itself a
 * violation of the Content-Security-Policy the app is served under (no 'unsafe-eval':
 * deploy/nginx.conf). The app parses interpreted instead. Zod adopts this global as its config when
 * it loads (zod/v4/core/core.js); importing zod's `config` here instead would put zod in the entry
 * chunk (6 KB gzip on every first page), which loads it only with the first form. main.tsx imports
 * this first.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
