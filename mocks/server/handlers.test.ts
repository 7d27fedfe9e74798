// @vitest-environment node
/**
 * The handler map's types: an area's handler is typed by its operation (its context, its
 * answer), and two areas answering the same operation do not combine. The `@ts-expect-error`
 * lines are the test (tsc -p tsconfig.node.json fails when one of them type-checks); the
 * run-time checks cover what the types cannot.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ChatMessage, ChatUnread } from '../../src/api/generated/model/index.ts';
import { combine, ok, type Ctx, type Handlers, type MultipartOf } from './context.ts';
import { handlers } from './handlers.ts';
import { memberQuizHandlers } from './areas/quiz-member.ts';
import type { UploadedFile } from '../world/uploads.ts';

describe('handlers typed by operation', () => {
  it('refuses two areas answering the same operation', () => {
    const again = { listMyQuizzes: () => ok([]) } satisfies Handlers;
    // @ts-expect-error listMyQuizzes is answered by memberQuizHandlers already
    expect(() => combine(memberQuizHandlers, again)).toThrow('Two areas answer listMyQuizzes');
    const other = { getChatUnreadCount: () => ok({ count: 0 }) } satisfies Handlers;
    expect(Object.keys(combine(memberQuizHandlers, other))).toContain('getChatUnreadCount');
  });

  it("refuses an answer that is not the operation's", () => {
    const wrong = {
      // @ts-expect-error count is a number in the contract's ChatUnread
      getChatUnreadCount: () => ok({ count: 'three' }),
    } satisfies Handlers;
    const extra = {
      // @ts-expect-error the contract's ChatUnread has no `total`
      getChatUnreadCount: () => ok({ count: 3, total: 4 }),
    } satisfies Handlers;
    expect(wrong.getChatUnreadCount().body).toEqual({ count: 'three' });
    expect(extra.getChatUnreadCount().body).toEqual({ count: 3, total: 4 });
    expectTypeOf(ok<'getChatUnreadCount'>)
      .parameter(0)
      .toEqualTypeOf<ChatUnread>();
  });

  it('refuses a key that is no operation', () => {
    const typo = {
      // @ts-expect-error there is no operation getChatUnreadCounts
      getChatUnreadCounts: () => ok({ count: 0 }),
    } satisfies Handlers;
    expect(typo).toBeDefined();
  });

  it('types the context by the operation: params, query and body from the contract', () => {
    expectTypeOf<Ctx<'answerQuizQuestion'>['params']>().toEqualTypeOf<Record<'quizId', string>>();
    expectTypeOf<Ctx<'getChatThread'>['query']['userId']>().toEqualTypeOf<number>();
    expectTypeOf<Ctx<'updateQuizProgress'>['body']>().toHaveProperty('current_question');
    // A multipart body is what the dispatcher passes: unvalidated text, or an uploaded file.
    expectTypeOf<Ctx<'sendChatMessage'>['body']>().toEqualTypeOf<
      MultipartOf<{ receiver: number; message?: string; image?: Blob | File }>
    >();
    expectTypeOf<Ctx<'setProfilePicture'>['body']['image']>().toEqualTypeOf<string | UploadedFile | undefined>();
    expectTypeOf<ReturnType<NonNullable<(typeof handlers)['sendChatMessage']>>['body']>().toEqualTypeOf<
      ChatMessage | undefined
    >();
  });
});
