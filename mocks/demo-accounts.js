// @ts-check
/**
 * Demo accounts and mock scenarios of the development backend: the single table that the
 * README quotes, mocks/start.mjs prints and mocks/pick-example.ts turns into Prism examples.
 *
 * Plain JavaScript with JSDoc types (not .ts) because mocks/start.mjs imports it and must also
 * run on the machine's Node 20, which cannot load TypeScript.
 */

/** @typedef {'student' | 'teacher' | 'school' | 'organization' | 'admin'} Role */

/**
 * @typedef {object} DemoUser
 * @property {string} username Sign-in name; also the name of the contract's login/profile example.
 * @property {Role} role
 * @property {string} name Persian display name, as in the contract's examples.
 */

/**
 * Username sign-in: any password is accepted for these; any other username is a wrong password.
 * Every username equals its role, so the role name picks the contract example.
 * @type {readonly DemoUser[]}
 */
export const DEMO_USERS = [
  { username: 'student', role: 'student', name: 'سارا احمدی (دانش‌آموز چهارم)' },
  { username: 'teacher', role: 'teacher', name: 'مریم رضایی (آموزگار)' },
  { username: 'school', role: 'school', name: 'محمد کریمی (مدیر مدرسه)' },
  { username: 'organization', role: 'organization', name: 'علیرضا موسوی (اداره آموزش)' },
  { username: 'admin', role: 'admin', name: 'نرگس صادقی (پشتیبانی)' },
];

/** @type {readonly Role[]} */
export const ROLES = DEMO_USERS.map((user) => user.role);

/**
 * @typedef {object} DemoPhone
 * @property {string} phone Latin digits, as the client sends them.
 * @property {readonly string[]} usernames Users sharing the phone (order of the contract example).
 * @property {'phoneSeveral' | 'phoneSingle'} example Login example listing those users.
 */

/**
 * Phone sign-in: any 4–6 digit code except WRONG_CODE is accepted for these phones; any other
 * phone answers "wrong code".
 * @type {readonly DemoPhone[]}
 */
export const DEMO_PHONES = [
  { phone: '09121234567', usernames: ['student', 'teacher'], example: 'phoneSeveral' },
  { phone: '09131112233', usernames: ['school'], example: 'phoneSingle' },
];

/** The one-time code that is always rejected, to try the error message. */
export const WRONG_CODE = '00000';

/**
 * @typedef {'maintenance' | 'server-error' | 'slow' | 'expiring-token' | 'empty' | 'large'} ScenarioName
 * @typedef {{ name: ScenarioName, fa: string, en: string }} Scenario
 */

/** @type {readonly Scenario[]} */
export const SCENARIOS = [
  { name: 'maintenance', fa: 'صفحهٔ «در حال به‌روزرسانی»', en: 'GET /status answers maintenance' },
  { name: 'server-error', fa: 'همهٔ درخواست‌ها خطای ۵۰۰', en: 'every call except GET /status answers 500' },
  {
    name: 'slow',
    fa: 'پاسخ‌ها با تأخیر (MOCK_DELAY_MS، پیش‌فرض ۳ ثانیه)',
    en: 'every call waits MOCK_DELAY_MS (default 3000 ms)',
  },
  {
    name: 'expiring-token',
    fa: 'توکن ورود پس از ۶۰ ثانیه منقضی می‌شود',
    en: 'access tokens expire 60 s after sign-in (MOCK_TOKEN_TTL_S)',
  },
  {
    name: 'empty',
    fa: 'همهٔ فهرست‌ها خالی (نمونهٔ empty)',
    en: 'every call that has an `empty` example answers with it',
  },
  {
    name: 'large',
    fa: 'دنیای بزرگ: ۲٬۰۰۰ دانش‌آموز در یک مدرسه، ۱۵۰ مدرسه در یک استان، ۵٬۰۰۰ پیام در یک گفتگو',
    en: 'a bigger world: 2,000 pupils in school 1, 150 schools in Isfahan, 5,000 messages in one admin thread',
  },
];

/**
 * Splits a comma-separated scenario list (MOCK_SCENARIO or the mock-scenario cookie).
 * @param {string | undefined} list
 * @returns {{ known: ScenarioName[], unknown: string[] }}
 */
export function parseScenarios(list) {
  /** @type {ScenarioName[]} */
  const known = [];
  /** @type {string[]} */
  const unknown = [];
  for (const raw of (list ?? '').split(',')) {
    const name = raw.trim();
    if (!name || name === 'off') continue;
    const scenario = SCENARIOS.find((s) => s.name === name);
    if (scenario) known.push(scenario.name);
    else unknown.push(name);
  }
  return { known, unknown };
}
