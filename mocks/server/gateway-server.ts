/**
 * The gateway on a free local port for tests that speak HTTP to it (cookies, the bank page,
 * uploads), answering from the world. Prism is not started: a test that forwards passes its
 * own stand-in; otherwise a forwarded call fails loudly on the closed port.
 */
import { createServer } from 'node:http';
import { createGateway, type GatewayOptions } from '../gateway.ts';
import { createDispatcher } from './dispatch.ts';
import { handlers } from './handlers.ts';
import { sharedContract } from './harness.ts';
import { createWorlds } from './worlds.ts';

export interface TestGateway {
  /** http://127.0.0.1:<port> */
  base: string;
  /** What the gateway and the dispatcher warned about (drift, failures): tests expect none. */
  warnings: string[];
  close(): Promise<void>;
}

/**
 * Starts the gateway; `clock` sets the worlds' time (default: the real time, as `npm start`),
 * `prism` a stand-in for Prism (default: a closed port) and `env` the gateway's settings.
 */
export async function startGateway(
  clock?: () => Date,
  { prismUrl = 'http://127.0.0.1:9', env = {} }: { prismUrl?: string; env?: GatewayOptions['env'] } = {},
): Promise<TestGateway> {
  const contract = sharedContract();
  const warnings: string[] = [];
  const gateway = createGateway({
    clock,
    prismUrl,
    envScenarios: [],
    env,
    warn: (message) => warnings.push(message),
    examplesOf: contract.exampleNames,
    world: { dispatcher: createDispatcher(contract, handlers, (m) => warnings.push(m)), worlds: createWorlds(clock) },
  });
  const server = createServer((req, res) => gateway(req, res, () => res.end()));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  return {
    base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    warnings,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
