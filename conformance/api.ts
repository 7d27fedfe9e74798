/**
 * The conformance suite's one way to call a server: a transport (HTTP to any server, or the
 * demo world in-process) wrapped in the contract's judgement. Every answer is checked — its
 * status is one the operation declares, a success body is valid against the operation's schema
 * (generated from the contract; a field the contract lacks counts), an error body carries a
 * Persian `detail` — and counted per operation for the report.
 */
import { declaresStatus, type Contract } from '../mocks/contract.ts';
import { check, schemaOf } from '../mocks/server/validate.ts';

export interface Reply {
  status: number;
  // Rules read answers freely; `call` has already judged their shape against the contract.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** Sends one request with a bearer token (null: none); `url` is the contract's path plus a query. */
export type Transport = (token: string | null, method: string, url: string) => Promise<Reply>;

export interface OperationTally {
  label: string;
  calls: number;
  statuses: Record<number, number>;
  problems: string[];
}

export interface Api {
  get(token: string, url: string): Promise<Reply>;
  operations: Map<string, OperationTally>;
}

const PERSIAN = /[\u0600-\u06FF]/;
const MAX_PROBLEMS = 20;

export interface CheckOptions {
  /**
   * Validate success bodies against the schema (default). The in-process world may skip it: its
   * dispatcher already judges every answer it gives by the same schemas and warns on drift.
   */
  bodies?: boolean;
}

export function checkedApi(contract: Contract, transport: Transport, { bodies = true }: CheckOptions = {}): Api {
  const operations = new Map<string, OperationTally>();

  async function get(token: string, url: string): Promise<Reply> {
    const path = new URL(url, 'http://conformance.invalid').pathname;
    const found = contract.find('GET', path);
    if (!found) throw new Error(`the contract has no operation GET ${path}`);
    const { operation } = found;
    const tally = operations.get(operation.label) ?? { label: operation.label, calls: 0, statuses: {}, problems: [] };
    operations.set(operation.label, tally);
    const reply = await transport(token, 'GET', url);
    tally.calls += 1;
    tally.statuses[reply.status] = (tally.statuses[reply.status] ?? 0) + 1;
    const problem = (message: string) => {
      if (tally.problems.length < MAX_PROBLEMS) tally.problems.push(`${url}: ${message}`);
    };
    if (!declaresStatus(operation.op, reply.status))
      problem(`status ${reply.status} is not declared (${Object.keys(operation.op.responses ?? {}).join(', ')})`);
    if (reply.status >= 200 && reply.status < 300) {
      const schema = bodies ? schemaOf(operation.operationId, 'Response') : undefined;
      const problems = schema ? check(schema, reply.body).problems : [];
      if (problems.length)
        problem(
          `body drifts: ${problems
            .slice(0, 3)
            .map((p) => `${p.path || '(root)'}: ${p.message}`)
            .join('; ')}`,
        );
    } else if (typeof reply.body?.detail !== 'string' || !PERSIAN.test(reply.body.detail)) {
      problem(`error ${reply.status} without a Persian detail: ${JSON.stringify(reply.body).slice(0, 120)}`);
    }
    return reply;
  }

  return { get, operations };
}

/** HTTP to a server at `base` (e.g. http://localhost:5173/api), JSON answers. */
export function httpTransport(base: string, headers: Record<string, string> = {}): Transport {
  const root = base.replace(/\/+$/, '');
  return async (token, method, url) => {
    const response = await fetch(`${root}${url}`, {
      method,
      headers: { accept: 'application/json', ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: the contract check reports it.
    }
    return { status: response.status, body };
  };
}
