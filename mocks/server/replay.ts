/**
 * Replays each operation the world answers with the contract's own request: its parameter and
 * body examples (contract.buildRequest), signed in as the role the operation is for. A request
 * example the world refuses is stale (a record that no longer exists, a date in the past), and a
 * status the contract does not declare is a drift: replay.test.ts fails on either.
 */
import type { ContractOperation } from '../contract.ts';
import { ANCHOR } from '../world/calendar.ts';
import { buildWorld, type World } from '../world/build.ts';
import { createDispatcher } from './dispatch.ts';
import { handles } from './context.ts';
import { handlers } from './handlers.ts';
import { sharedContract, tokenFor } from './harness.ts';

const ROLES = ['student', 'teacher', 'school', 'organization', 'admin'] as const;
const BY_PREFIX: [RegExp, string][] = [
  [/^\/teacher\//, 'teacher'],
  [/^\/school\//, 'school'],
  [/^\/organization\//, 'organization'],
  [/^\/admin\//, 'admin'],
];

/** Who the operation is for: its first role-named success example, else its path, else a pupil. */
export function roleOf(operation: ContractOperation): string {
  const names = Object.keys(sharedContract().success(operation.op)?.media?.examples ?? {});
  return (
    names.find((name) => (ROLES as readonly string[]).includes(name)) ??
    BY_PREFIX.find(([prefix]) => prefix.test(operation.path))?.[1] ??
    'student'
  );
}

export interface Replay {
  label: string;
  status: number;
  declared: string[];
  detail?: unknown;
}

/** One replay per operation the world answers; writes run on a fresh world each, reads share one. */
export async function replayExamples(): Promise<{ replays: Replay[]; drift: string[] }> {
  const contract = sharedContract();
  const drift: string[] = [];
  const dispatcher = createDispatcher(contract, handlers, (message) => drift.push(message));
  const reads = buildWorld({ now: ANCHOR });
  const replays: Replay[] = [];
  for (const operation of contract.operations.filter((o) => handles(handlers, o.operationId))) {
    const world: World = operation.method === 'GET' ? reads : buildWorld({ now: ANCHOR });
    const token = operation.secured ? await tokenFor(world, roleOf(operation)) : undefined;
    const { url, init } = contract.buildRequest(operation.path, operation.method, operation.op, token, true);
    const parsed = new URL(url, 'http://world.invalid');
    const body =
      init.body instanceof FormData
        ? new Request('http://world.invalid/', { method: 'POST', body: init.body })
        : undefined;
    const reply = await dispatcher.answer(
      {
        method: operation.method,
        path: parsed.pathname,
        query: parsed.searchParams,
        authorization: token ? `Bearer ${token}` : undefined,
        contentType: body
          ? (body.headers.get('content-type') ?? undefined)
          : (init.headers.get('content-type') ?? undefined),
        body: body
          ? new Uint8Array(await body.arrayBuffer())
          : new TextEncoder().encode(typeof init.body === 'string' ? init.body : ''),
      },
      world,
    );
    replays.push({
      label: operation.label,
      status: reply?.status ?? 0,
      declared: Object.keys(operation.op.responses ?? {}),
      detail: reply && reply.status >= 300 ? reply.body : undefined,
    });
  }
  return { replays, drift };
}
