/**
 * What the gateway (gateway.ts) is started with; its routes (gateway-routes.ts,
 * server/bank-page.ts) read it too, so it lives apart and nothing imports gateway.ts back.
 */
import type { ScenarioName } from './demo-accounts.js';
import type { ExampleLookup } from './contract.ts';
import type { Clock } from './server/clock.ts';
import type { Dispatcher } from './server/dispatch.ts';
import type { Worlds } from './server/worlds.ts';

export interface GatewayOptions {
  prismUrl: string;
  /** Scenarios from MOCK_SCENARIO, fixed when the server starts. */
  envScenarios: readonly ScenarioName[];
  env: { MOCK_DELAY_MS?: string; MOCK_TOKEN_TTL_S?: string; MOCK_PRISM_TIMEOUT_MS?: string };
  warn: (message: string) => void;
  /** Success example names per operation, from the contract (role and `empty` examples). */
  examplesOf?: ExampleLookup;
  /** The demo world: answers the operations it has handlers for (the rest go to Prism). */
  world?: { dispatcher: Dispatcher; worlds: Worlds };
  /** The server's time, the worlds' own (server/clock.ts); default: the real time. */
  clock?: Clock;
}
