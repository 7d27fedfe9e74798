/**
 * Vite plugin: in `vite` (dev) and `vite preview`, answers /api/* from Prism through the mock
 * gateway (mocks/gateway.ts). Production builds are untouched: the plugin only adds middleware.
 */
import type { Connect, Plugin } from 'vite';
import { parseScenarios } from './demo-accounts.js';
import { loadContract, type Contract } from './contract.ts';
import { createGateway } from './gateway.ts';
import { createDispatcher } from './server/dispatch.ts';
import { handlers } from './server/handlers.ts';
import { serverClock } from './server/clock.ts';
import { createWorlds } from './server/worlds.ts';

export interface MockGatewayOptions {
  /** Where Prism listens; default PRISM_URL, else http://127.0.0.1:4010 (mocks/start.mjs). */
  prismUrl?: string;
}

/**
 * A family link's page (`/family/{token}`, issue 29) is never indexed and never sends its address
 * (which holds the token) on: said in the document's own headers too, for a crawler that runs no
 * script (the page adds the same as meta tags). A real server says the same (README, Families).
 */
const familyPageHeaders: Connect.NextHandleFunction = (req, res, next) => {
  if (req.url?.startsWith('/family/')) {
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.setHeader('Referrer-Policy', 'no-referrer');
  }
  next();
};

export function mockGateway(options: MockGatewayOptions = {}): Plugin {
  const prismUrl = (options.prismUrl ?? process.env.PRISM_URL ?? 'http://127.0.0.1:4010').replace(/\/+$/, '');
  // Read once: MOCK_SCENARIO is chosen when the server starts (the cookie changes per browser).
  const { known: envScenarios, unknown } = parseScenarios(process.env.MOCK_SCENARIO);
  const env = { MOCK_DELAY_MS: process.env.MOCK_DELAY_MS, MOCK_TOKEN_TTL_S: process.env.MOCK_TOKEN_TTL_S };

  // Real time, or MOCK_NOW's moment running on (the end-to-end tests'): one clock for every world and token.
  const clock = serverClock();

  // Read once when the server starts; restart `npm start` after changing the contract.
  let contract: Contract | undefined;
  const lookup = () => (contract ??= loadContract());

  let warned = false;
  const gateway = (warn: (message: string) => void) => {
    if (unknown.length && !warned) {
      warned = true;
      warn(`[mock] ignoring unknown MOCK_SCENARIO entries: ${unknown.join(', ')}`);
    }
    const world = { dispatcher: createDispatcher(lookup(), handlers, warn), worlds: createWorlds(clock) };
    return createGateway({
      clock,
      prismUrl,
      envScenarios,
      env,
      warn,
      examplesOf: (method, path) => lookup().exampleNames(method, path),
      world,
    });
  };

  return {
    name: 'danesh-mock-gateway',
    // Added directly (not in a returned post hook) so /api runs before Vite's SPA fallback.
    configureServer(server) {
      server.middlewares.use(familyPageHeaders);
      server.middlewares.use(gateway((message) => server.config.logger.warn(message)));
    },
    configurePreviewServer(server) {
      server.middlewares.use(familyPageHeaders);
      server.middlewares.use(gateway((message) => server.config.logger.warn(message)));
    },
  };
}
