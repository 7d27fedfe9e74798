import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import examples from '@/api/generated/examples.json';
import { getAdminChatMock } from '@/api/generated/endpoints/admin-chat/admin-chat.msw';
import { getAuthMock } from '@/api/generated/endpoints/auth/auth.msw';
import { getChatMock } from '@/api/generated/endpoints/chat/chat.msw';
import { getDevMock } from '@/api/generated/endpoints/dev/dev.msw';
import { getLabMock } from '@/api/generated/endpoints/lab/lab.msw';
import { getMemberMock } from '@/api/generated/endpoints/member/member.msw';
import { getMiscMock } from '@/api/generated/endpoints/misc/misc.msw';
import { getOrganizationMock } from '@/api/generated/endpoints/organization/organization.msw';
import { getPaymentMock } from '@/api/generated/endpoints/payment/payment.msw';
import { getPublicMock } from '@/api/generated/endpoints/public/public.msw';
import { getSchoolMock } from '@/api/generated/endpoints/school/school.msw';
import { getSurveyMock } from '@/api/generated/endpoints/survey/survey.msw';
import { getTeacherMock } from '@/api/generated/endpoints/teacher/teacher.msw';

/** Every operation of the contract, answering with its first example (orval's MSW output). */
export function contractHandlers(): HttpHandler[] {
  return [
    ...getMiscMock(),
    ...getAuthMock(),
    ...getMemberMock(),
    ...getTeacherMock(),
    // The office's mirrored calls first: the school's handlers match any path ending in theirs
    // (`*/school/…`), so they would answer /organization/school/… with the manager's example.
    ...getOrganizationMock(),
    ...getSchoolMock(),
    ...getChatMock(),
    ...getAdminChatMock(),
    ...getPaymentMock(),
    ...getSurveyMock(),
    ...getLabMock(),
    ...getDevMock(),
    ...getPublicMock(),
  ];
}

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

/** A call that fails with `status`; the body has `detail` unless `detail` is null (fallback messages). */
export function failing(method: Method, path: string, status: number, detail: string | null = null): HttpHandler {
  return http[method](`*${path}`, () => HttpResponse.json(detail === null ? {} : { detail }, { status }));
}

/** A call that never answers, to show loading states. */
export function pending(method: Method, path: string): HttpHandler {
  return http[method](`*${path}`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });
}

/** A call that answers `body` (for named examples other than the first). */
export function answering(method: Method, path: string, body: unknown, status = 200): HttpHandler {
  return http[method](`*${path}`, () => HttpResponse.json(body as Record<string, unknown>, { status }));
}

type Examples = Record<string, Record<string, Record<string, unknown>>>;

/** A named example of the contract (src/api/generated/examples.json, written by `npm run api`). */
export function example(operationId: string, name: string, status = '200'): unknown {
  const value = (examples as Examples)[operationId]?.[status]?.[name];
  if (value === undefined) throw new Error(`No example ${operationId} ${status} ${name} in the contract`);
  return value;
}

/** A call that answers with one of the contract's named examples. */
export function answeringExample(
  method: Method,
  path: string,
  operationId: string,
  name: string,
  status = 200,
): HttpHandler {
  return answering(method, path, example(operationId, name, String(status)), status);
}
