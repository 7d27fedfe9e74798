import { config } from 'zod';

/**
 * Zod compiles object parsers with `new Function` when it can, and its probe for that is itself a
 * violation of the Content-Security-Policy the app is served under (no 'unsafe-eval':
 * deploy/nginx.conf). The app parses interpreted instead; main.tsx imports this first.
 */
config({ jitless: true });
