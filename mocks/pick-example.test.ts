// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ScenarioName } from './demo-accounts.js';
import { loadContract, readContract } from './contract.ts';
import { ACCESS_TTL_S } from './jwt.ts';
import { activeScenarios, pickPrefer, scenarioTimings, scenariosFromCookie } from './pick-example.ts';

const none = new Set<ScenarioName>();
const login = (body: unknown, scenarios = none) =>
  pickPrefer({ method: 'POST', path: '/auth/login/', body }, scenarios);
// Choosing an example only reads the claimed role (access is decided before): no signature needed.
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const bearer = (role: string) => `Bearer ${b64({ alg: 'HS256' })}.${b64({ role, user_id: 1 })}.x`;

describe('login with username and password', () => {
  it.each(['student', 'teacher', 'school', 'organization', 'admin'])('%s signs in with any password', (username) => {
    expect(login({ username, password: 'anything' })).toBe(`example=${username}`);
  });
  it('an unknown username is a wrong password', () => {
    expect(login({ username: 'nobody', password: '123456' })).toBe('code=400, example=wrongPassword');
  });
  it('a body that breaks the contract is left to Prism', () => {
    expect(login({ username: 5, password: 'x' })).toBeUndefined();
    expect(login('not json')).toBeUndefined();
  });
});

describe('login with phone and code', () => {
  it('a shared phone lists several users', () => {
    expect(login({ phone: '09121234567', code: '12345' })).toBe('example=phoneSeveral');
  });
  it('a phone of one user lists that user', () => {
    expect(login({ phone: '09131112233', code: '4321' })).toBe('example=phoneSingle');
  });
  it('code 00000 and unknown phones are a wrong code', () => {
    expect(login({ phone: '09121234567', code: '00000' })).toBe('code=400, example=wrongCode');
    expect(login({ phone: '09120000000', code: '12345' })).toBe('code=400, example=wrongCode');
  });
  it('a code that is not 4–6 digits is left to Prism (422)', () => {
    expect(login({ phone: '09121234567', code: '12' })).toBeUndefined();
  });
  it('the chosen user of the phone signs in with its role', () => {
    expect(login({ phone: '09121234567', code: '12345', username: 'teacher' })).toBe('example=teacher');
    expect(login({ phone: '09131112233', code: '123456', username: 'school' })).toBe('example=school');
  });
  it('a user that does not share the phone is a wrong code', () => {
    expect(login({ phone: '09131112233', code: '12345', username: 'student' })).toBe('code=400, example=wrongCode');
    expect(login({ phone: '09121234567', code: '00000', username: 'student' })).toBe('code=400, example=wrongCode');
  });
});

// The contract itself says which operations have role and `empty` examples.
const examplesOf = loadContract().exampleNames;

describe('role-dependent operations (from the contract’s example names)', () => {
  it.each(['/member/profile/', '/member/profile/brief'])('GET %s answers the role of the token', (path) => {
    expect(pickPrefer({ method: 'GET', path, authorization: bearer('teacher') }, none, examplesOf)).toBe(
      'example=teacher',
    );
    expect(pickPrefer({ method: 'get', path, authorization: bearer('admin') }, none, examplesOf)).toBe('example=admin');
  });
  it('no token, a broken token or an unknown role lets Prism answer (401 / first example)', () => {
    const path = '/member/profile/brief';
    expect(pickPrefer({ method: 'GET', path }, none, examplesOf)).toBeUndefined();
    expect(pickPrefer({ method: 'GET', path, authorization: 'Bearer abc' }, none, examplesOf)).toBeUndefined();
    expect(pickPrefer({ method: 'GET', path, authorization: bearer('parent') }, none, examplesOf)).toBeUndefined();
  });
  it('operations without role examples get none', () => {
    expect(
      pickPrefer({ method: 'PATCH', path: '/member/profile/', authorization: bearer('teacher') }, none, examplesOf),
    ).toBeUndefined();
    expect(
      pickPrefer({ method: 'GET', path: '/no/such/path/', authorization: bearer('teacher') }, none, examplesOf),
    ).toBeUndefined();
  });
  it('a lab component’s page picks the example of its own slug; an unknown slug is not found', () => {
    const lab = (_method: string, path: string) =>
      path.startsWith('/laboratory/examples/') ? ['multipleChoice', 'pieChart'] : [];
    const ask = (path: string) => pickPrefer({ method: 'GET', path, authorization: bearer('teacher') }, none, lab);
    expect(ask('/laboratory/examples/pie-chart/')).toBe('example=pieChart');
    expect(ask('/laboratory/examples/multiple-choice/')).toBe('example=multipleChoice');
    expect(ask('/laboratory/examples/no-such-thing/')).toBe('code=404');
  });
  it('the empty scenario picks the `empty` example where the contract has one', () => {
    const empty = new Set<ScenarioName>(['empty']);
    const path = '/member/profile/brief';
    expect(pickPrefer({ method: 'GET', path, authorization: bearer('teacher') }, empty, examplesOf)).toBe(
      'example=empty',
    );
    expect(
      pickPrefer({ method: 'GET', path: '/member/profile/', authorization: bearer('teacher') }, empty, examplesOf),
    ).toBe('example=teacher');
  });
});

describe('the contract index', () => {
  it('matches templated paths and prefers literal ones', () => {
    const lookup = readContract({
      paths: {
        '/x/{id}/': { get: { responses: { '200': { content: { 'application/json': { examples: { a: {} } } } } } } },
        '/x/brief/': { get: { responses: { '200': { content: { 'application/json': { examples: { b: {} } } } } } } },
      },
    }).exampleNames;
    expect(lookup('GET', '/x/12/')).toEqual(['a']);
    expect(lookup('GET', '/x/brief/')).toEqual(['b']);
    expect(lookup('POST', '/x/12/')).toEqual([]);
    expect(lookup('GET', '/x/12/extra/')).toEqual([]);
  });
});

describe('scenarios', () => {
  it('maintenance changes only GET /status', () => {
    const maintenance = new Set<ScenarioName>(['maintenance']);
    expect(pickPrefer({ method: 'GET', path: '/status' }, maintenance)).toBe('example=maintenance');
    expect(pickPrefer({ method: 'GET', path: '/status' }, none)).toBeUndefined();
    expect(login({ username: 'student', password: 'x' }, maintenance)).toBe('example=student');
  });
  it('server-error answers 500 everywhere except GET /status', () => {
    const failing = new Set<ScenarioName>(['server-error']);
    expect(login({ username: 'student', password: 'x' }, failing)).toBe('code=500');
    expect(pickPrefer({ method: 'GET', path: '/member/profile/', authorization: bearer('student') }, failing)).toBe(
      'code=500',
    );
    expect(pickPrefer({ method: 'GET', path: '/status' }, failing)).toBeUndefined();
  });
  it('slow and expiring-token change the timings, with env overrides', () => {
    expect(scenarioTimings(none, {})).toEqual({ delayMs: 0, accessTtlS: ACCESS_TTL_S });
    expect(scenarioTimings(new Set(['slow', 'expiring-token']), {})).toEqual({ delayMs: 3000, accessTtlS: 60 });
    expect(
      scenarioTimings(new Set(['slow', 'expiring-token']), { MOCK_DELAY_MS: '500', MOCK_TOKEN_TTL_S: '10' }),
    ).toEqual({ delayMs: 500, accessTtlS: 10 });
    expect(scenarioTimings(new Set(['slow']), { MOCK_DELAY_MS: 'soon' }).delayMs).toBe(3000);
  });
  it('reads the cookie (URI-encoded list) and merges it with MOCK_SCENARIO', () => {
    const cookie = 'a=1; mock-scenario=slow%2Cmaintenance%2Cbogus; b=2';
    expect(scenariosFromCookie(cookie)).toEqual(['slow', 'maintenance']);
    expect(scenariosFromCookie('mock-scenario=%E0%A4%A')).toEqual([]);
    expect(scenariosFromCookie(undefined)).toEqual([]);
    expect([...activeScenarios(['server-error'], cookie)].sort()).toEqual(['maintenance', 'server-error', 'slow']);
  });
});

describe('records read by id', () => {
  const lookup = (method: string, path: string) => (path.startsWith('/public/agents/') ? ['id12', 'id3'] : ['student']);
  const get = (path: string) => pickPrefer({ method: 'GET', path }, none, lookup);

  it('answers the example named after the id in the path', () => {
    expect(get('/public/agents/12/')).toBe('example=id12');
    expect(get('/public/agents/3/')).toBe('example=id3');
  });

  it('answers 404 for an id without an example', () => {
    expect(get('/public/agents/999/')).toBe('code=404');
  });

  it('leaves operations without id examples alone', () => {
    expect(get('/member/profile/')).toBeUndefined();
  });

  it('the contract names an example for every agent of the directory', () => {
    const names = examplesOf('GET', '/public/agents/12/');
    expect(names).toEqual(expect.arrayContaining(['id12', 'id15', 'id3', 'id21', 'id8', 'id30', 'id41']));
  });
});
