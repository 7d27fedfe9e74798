/**
 * `npm run conformance -- --base <URL> --token-for <role>=<token> …`: the coherence suite and
 * a contract check of every answer, against any server that implements the contract (the
 * mock, or the real backend on the day it arrives). Prints a report per rule and per operation
 * and exits 1 when anything fails.
 *
 *   --base URL                 where the API answers, e.g. http://localhost:5173/api
 *   --token-for ROLE=TOKEN     an access token of a student, teacher, school or organization
 *                              user; repeat it (also for one role: each pupil is checked against
 *                              the staff's view of them)
 *   --sign-in ROLE=USER:PASS   signs in through POST /auth/login/ instead of a token
 *   --header NAME=VALUE        sent with every call (e.g. a cookie naming a mock world)
 *   --light                    reads the per-skill answer lists of one pupil per homework
 *   --json FILE                also writes the whole report as JSON
 */
import { writeFileSync } from 'node:fs';
import { loadContract } from '../mocks/contract.ts';
import { checkedApi, httpTransport, type Api } from './api.ts';
import type { Findings } from './findings.ts';
import { runSuite, type Role, type Tokens } from './suite.ts';

const ROLES: readonly Role[] = ['student', 'teacher', 'school', 'organization'];

export interface CliResult {
  ok: boolean;
  report: string;
  findings: Findings;
  api: Api;
}

function parse(argv: readonly string[]) {
  const options = {
    base: '',
    tokens: [] as [Role, string][],
    signIns: [] as [Role, string, string][],
    headers: {} as Record<string, string>,
    light: false,
    json: '',
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${flag} needs a value`);
      return next;
    };
    const pair = (text: string) => {
      const at = text.indexOf('=');
      if (at < 1) throw new Error(`${flag} takes NAME=VALUE, got «${text}»`);
      return [text.slice(0, at), text.slice(at + 1)] as const;
    };
    const role = (name: string): Role => {
      if (!ROLES.includes(name as Role)) throw new Error(`unknown role «${name}» (${ROLES.join(', ')})`);
      return name as Role;
    };
    if (flag === '--base') options.base = value();
    else if (flag === '--token-for') {
      const [name, token] = pair(value());
      options.tokens.push([role(name), token]);
    } else if (flag === '--sign-in') {
      const [name, credentials] = pair(value());
      const colon = credentials.indexOf(':');
      if (colon < 1) throw new Error(`--sign-in takes ROLE=USER:PASSWORD`);
      options.signIns.push([role(name), credentials.slice(0, colon), credentials.slice(colon + 1)]);
    } else if (flag === '--header') {
      const [name, text] = pair(value());
      options.headers[name] = text;
    } else if (flag === '--light') options.light = true;
    else if (flag === '--json') options.json = value();
    else throw new Error(`unknown option ${flag}`);
  }
  if (!options.base) throw new Error('--base URL is required (e.g. --base http://localhost:5173/api)');
  if (!options.tokens.length && !options.signIns.length) throw new Error('give at least one --token-for or --sign-in');
  return options;
}

async function signIn(base: string, headers: Record<string, string>, username: string, password: string) {
  const response = await fetch(`${base.replace(/\/+$/, '')}/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json().catch(() => undefined)) as { access?: string } | undefined;
  if (!response.ok || typeof body?.access !== 'string')
    throw new Error(`signing in as ${username} answered ${response.status}`);
  return body.access;
}

/** The report as text: each rule (what it checked, what failed), then each operation called. */
export function formatReport(findings: Findings, api: Api): string {
  const lines = ['Rules'];
  for (const rule of findings.rules.values()) {
    const mark = rule.failed ? 'FAIL' : rule.checked ? 'ok  ' : 'none';
    lines.push(`  ${mark} ${rule.id}: ${rule.checked} checked, ${rule.failed} failed — ${rule.title}`);
    for (const failure of rule.failures) lines.push(`         ${failure}`);
  }
  lines.push('', 'Operations');
  for (const op of [...api.operations.values()].sort((a, b) => a.label.localeCompare(b.label))) {
    const statuses = Object.entries(op.statuses)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
    lines.push(`  ${op.problems.length ? 'FAIL' : 'ok  '} ${op.label}: ${op.calls} calls (${statuses})`);
    for (const problem of op.problems) lines.push(`         ${problem}`);
  }
  const calls = [...api.operations.values()].reduce((n, op) => n + op.calls, 0);
  const checks = [...findings.rules.values()].reduce((n, rule) => n + rule.checked, 0);
  lines.push('', `${calls} calls to ${api.operations.size} operations, ${checks} checks.`);
  return lines.join('\n');
}

export async function main(argv: readonly string[], log: (line: string) => void = console.log): Promise<CliResult> {
  const options = parse(argv);
  const tokens: Tokens = {};
  const add = (role: Role, token: string) => (tokens[role] ??= []).push(token);
  for (const [role, token] of options.tokens) add(role, token);
  for (const [role, username, password] of options.signIns)
    add(role, await signIn(options.base, options.headers, username, password));
  const api = checkedApi(loadContract(), httpTransport(options.base, options.headers));
  const findings = await runSuite(api, tokens, { light: options.light });
  const report = formatReport(findings, api);
  const ok = !findings.failed.length && [...api.operations.values()].every((op) => !op.problems.length);
  log(report);
  log(ok ? 'Conformance: every rule holds.' : 'Conformance: FAILED.');
  if (options.json)
    writeFileSync(
      options.json,
      JSON.stringify({ ok, rules: [...findings.rules.values()], operations: [...api.operations.values()] }, null, 2),
    );
  return { ok, report, findings, api };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then(
    ({ ok }) => process.exit(ok ? 0 : 1),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(2);
    },
  );
}
