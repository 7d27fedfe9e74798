/**
 * The contract's examples come from the demo world. For every operation the world answers,
 * each success example named after a role (`student`, `teacher`, `school`, `organization`,
 * `admin`) or a record (`id<N>`) is the world's answer, at ANCHOR, to the request the contract's
 * own parameter and body examples make, signed in as that role's demo user (or with N as the
 * last path parameter). `npm run world:examples` writes them into openapi/paths/*.yaml;
 * openapi/world-examples.test.ts fails when the contract and the world disagree. Other examples
 * (`empty`, errors, operations the world does not answer) stay written by hand.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { ContractOperation } from '../contract.ts';
import { remintTokens } from '../jwt.ts';
import { ANCHOR } from '../world/calendar.ts';
import { questionById } from '../world/curriculum/index.ts';
import { buildWorld, type World } from '../world/build.ts';
import { createDispatcher } from './dispatch.ts';
import { handles } from './context.ts';
import { handlers } from './handlers.ts';
import { sharedContract, tokenFor } from './harness.ts';

const ROLES = ['student', 'teacher', 'school', 'organization', 'admin'];
const ROOT = join(import.meta.dirname, '../..');

/** Examples whose request is not the role's default one: what each asks for. */
const key = (questionId: number) => questionById(questionId)!.answer;
const flipped = (questionId: number) => {
  const answer = key(questionId);
  return answer.type === 'true_false' ? { ...answer, value: !answer.value } : answer;
};
const nextQuestion = (questionId: number) => ({ as: 'student', url: `/member/questions/?questionId=${questionId}` });

/**
 * What an example asks: as whom (null: signed out), at which URL, with which body, and at which
 * moment (`at`: the world of ANCHOR in a fresh copy whose clock reads `at`) when the answer needs
 * a later day, such as handing in a quiz that opens after ANCHOR.
 */
const REQUESTS: Record<string, Record<string, { as?: string | null; body?: unknown; url?: string; at?: Date }>> = {
  // One real question of each type from Sara's grade-4 courses.
  getNextQuestion: {
    numeric: nextQuestion(4010101),
    blanks: nextQuestion(4010102),
    multipleChoice: nextQuestion(4010103),
    trueFalse: nextQuestion(4010104),
    matching: nextQuestion(4010205),
    ordering: nextQuestion(4010302),
    fraction: nextQuestion(4010502),
    shortAnswer: nextQuestion(4020106),
  },
  submitAnswer: {
    correct: { as: 'student', body: { question_id: 4010103, answer: key(4010103), time_spent_seconds: 35 } },
    wrong: { as: 'student', body: { question_id: 4010104, answer: flipped(4010104), time_spent_seconds: 20 } },
    fraction: { as: 'student', body: { question_id: 4010502, answer: key(4010502), time_spent_seconds: 50 } },
    // Sina (154) is at 77 on «مترادف‌ها»: one right answer makes him «ماهر».
    proficient: { as: 's154', body: { question_id: 4020101, answer: key(4020101), time_spent_seconds: 30 } },
  },
  // Sara's next question of review 41301 (4030206, «بازیافت»): the contract's own answer, and a
  // wrong one in a world of its own (not a second answer to the same question).
  answerReviewQuestion: {
    correct: { as: 'student' },
    wrong: {
      as: 'student',
      at: ANCHOR,
      body: {
        question_id: 4030206,
        answer: { type: 'blanks', values: [{ blank_id: 'a', text: 'دفن' }] },
        time_spent_seconds: 47,
      },
    },
  },
  // The mastery grid of one homework (4107, «تکلیف کسرهای هم‌ارز»), and the manager's of a whole grade.
  getTeacherMasteryGrid: {
    homework: { as: 'teacher', url: '/teacher/mastery/?classId=41&courseId=401&homeworkId=4107' },
  },
  getSchoolMasteryGrid: {
    school: { as: 'school', url: '/school/mastery/?classId=41&courseId=401' },
    grade: { as: 'school', url: '/school/mastery/?grade=fourth&courseId=401&chapter=2' },
  },
  // Trouble spots in «جمع با «ان» و «ها»» (40203) for homework 4105, and the manager's for the whole grade.
  getSchoolTroubleSpots: {
    school: { as: 'school', url: '/school/trouble-spots/?classId=41&skillId=40203&homeworkId=4105' },
    grade: { as: 'school', url: '/school/trouble-spots/?grade=fourth&skillId=40203' },
  },
  // Grade 4's classes side by side, and the manager's four grades.
  getSchoolComparison: {
    school: { as: 'school', url: '/school/compare/?grade=fourth' },
    grades: { as: 'school', url: '/school/compare/' },
  },
  // The national office (زهرا نادری) governs every province; the demo office only its own.
  getOrganizationProvinces: { nationwide: { as: 'national' } },
  // Support's answer to Hossein (177) about the NOWRUZ1406 code, edited by the contract's request.
  editAdminChatMessage: { edited: { as: 'admin' } },
  login: {
    student: { as: null, body: { username: 'student', password: '123456' } },
    teacher: { as: null, body: { username: 'teacher', password: '123456' } },
    school: { as: null, body: { username: 'school', password: '123456' } },
    organization: { as: null, body: { username: 'organization', password: '123456' } },
    admin: { as: null, body: { username: 'admin', password: '123456' } },
    phoneSeveral: { as: null, body: { phone: '09121234567', code: '12345' } },
    phoneSingle: { as: null, body: { phone: '09131112233', code: '12345' } },
  },
  checkDiscountCode: {
    percent: { as: 'student', url: '/payment/discount-code/check/?planId=2&code=NOWRUZ1406' },
    amount: { as: 'student', url: '/payment/discount-code/check/?planId=2&code=BAHONAR' },
  },
  // Quiz 503 (show_answers_after quiz_end) handed in while its window is still open: judged,
  // but no right answers or solutions yet. One answer right, one wrong, the rest left out.
  submitQuiz: {
    answersAfterQuizEnd: {
      as: 'student',
      at: new Date('2026-11-29T10:00:00+03:30'),
      url: '/member/quiz/503/submit-quiz/',
      body: {
        answers: [
          { question_id: 4010202, answer: key(4010202) },
          { question_id: 4010502, answer: key(4010502) },
          { question_id: 4010303, answer: flipped(4010303) },
        ],
      },
    },
  },
  // The family report Sara's seeded link opens, read without an account (issue 29).
  getFamilyReport: { family: { as: null } },
  getPaymentReceipt: {
    paid: { as: 'student', url: '/payment/receipt/58231/' },
    failed: { as: 'student', url: '/payment/receipt/58229/' },
  },
};

export interface WorldExample {
  /** openapi/paths/<file>.yaml */
  file: string;
  path: string;
  method: string;
  status: string;
  name: string;
  value: unknown;
}

/** Which file under openapi/paths/ holds each path (read from platform.yaml's $refs). */
function pathFiles(): Map<string, string> {
  const index = parse(readFileSync(join(ROOT, 'openapi/platform.yaml'), 'utf8')) as {
    paths: Record<string, { $ref: string }>;
  };
  return new Map(
    Object.entries(index.paths).map(([path, item]) => [path, item.$ref.split('#')[0]!.replace('./paths/', '')]),
  );
}

export async function worldExamples(): Promise<{ examples: WorldExample[]; problems: string[] }> {
  const contract = sharedContract();
  const files = pathFiles();
  const problems: string[] = [];
  const examples: WorldExample[] = [];
  const dispatcher = createDispatcher(contract, handlers, (message) => problems.push(message));
  const reads = buildWorld({ now: ANCHOR });
  let writes: World = buildWorld({ now: ANCHOR });

  const jobs = contract.operations
    .filter((operation) => handles(handlers, operation.operationId))
    .flatMap((operation) => {
      const success = contract.success(operation.op);
      const names = Object.keys(success?.media?.examples ?? {});
      const special = REQUESTS[operation.operationId] ?? {};
      return names
        .filter((name) => ROLES.includes(name) || /^id\d+$/.test(name) || name in special)
        .map((name) => ({ operation, status: String(success!.status), name }));
    })
    // Reads first on one world; writes after, in an order where creating comes before deleting.
    .sort((a, b) => rank(a.operation) - rank(b.operation));

  for (const { operation, status, name } of jobs) {
    const special = REQUESTS[operation.operationId]?.[name] ?? {};
    const as = special.as !== undefined ? special.as : ROLES.includes(name) ? name : 'student';
    const attempt = async (world: World) => {
      const token = as ? await tokenFor(world, as) : undefined;
      const { url, init } = contract.buildRequest(operation.path, operation.method, operation.op, token);
      const parsed = new URL(special.url ?? idPath(url, operation, name), 'http://world.invalid');
      const body =
        special.body !== undefined
          ? JSON.stringify(special.body)
          : typeof init.body === 'string'
            ? init.body
            : undefined;
      return dispatcher.answer(
        {
          method: operation.method,
          path: parsed.pathname,
          query: parsed.searchParams,
          authorization: token ? `Bearer ${token}` : undefined,
          contentType: body === undefined ? undefined : 'application/json',
          body: body === undefined ? new Uint8Array() : new TextEncoder().encode(body),
        },
        world,
      );
    };
    const isRead = operation.method === 'GET';
    const at = special.at;
    let reply = await attempt(at ? buildWorld({ now: ANCHOR, clock: () => at }) : isRead ? reads : writes);
    if (!isRead && reply && reply.status >= 300) {
      writes = buildWorld({ now: ANCHOR });
      reply = await attempt(writes);
    }
    if (!reply || reply.status >= 300) {
      problems.push(
        `${operation.label} example ${name}: the world answers ${reply?.status} ${JSON.stringify(reply?.body)}`,
      );
      continue;
    }
    const value =
      operation.operationId === 'login'
        ? await remintTokens(reply.body, 4102444800 - ANCHOR.getTime() / 1000, ANCHOR.getTime() / 1000)
        : reply.body;
    examples.push({
      file: files.get(operation.path)!,
      path: operation.path,
      method: operation.method.toLowerCase(),
      status,
      name,
      value,
    });
  }
  return { examples, problems };
}

function rank(operation: ContractOperation): number {
  return { GET: 0, POST: 1, PUT: 2, PATCH: 3, DELETE: 4 }[operation.method] ?? 5;
}

/** `id<N>` examples ask for record N: it replaces the last path parameter. */
function idPath(url: string, operation: ContractOperation, name: string): string {
  const id = /^id(\d+)$/.exec(name)?.[1];
  if (!id || !operation.paramNames.length) return url;
  const [path, query] = url.split('?');
  const segments = path!.split('/');
  const templateSegments = operation.path.split('/');
  const last = templateSegments.findLastIndex((segment) => segment.startsWith('{'));
  segments[last] = id;
  return query ? `${segments.join('/')}?${query}` : segments.join('/');
}
