/**
 * The gateway on a free local port for tests that speak HTTP to it (cookies, the bank page,
 * uploads), answering from the world. Prism is not started: nothing these tests ask reaches
 * it, and a forwarded call would fail loudly on the closed port.
 */
import { createServer } from 'node:http';
import { createGateway } from '../gateway.ts';
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

/** Starts the gateway; `clock` sets the worlds' time (default: the real time, as `npm start`). */
export async function startGateway(clock?: () => Date): Promise<TestGateway> {
  const contract = sharedContract();
  const warnings: string[] = [];
  const gateway = createGateway({
    clock,
    prismUrl: 'http://127.0.0.1:9',
    envScenarios: [],
    env: {},
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
