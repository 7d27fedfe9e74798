/**
 * The administrators' chat (openapi/paths/admin-chat.yaml): support's conversations with
 * pupils, teachers and managers, searched by a word; a thread per user (chatId = the user's
 * id); sending text or one image; editing and deleting support's own messages. Admins only.
 * The threads are the same ones the users read through /chat/ (world/conversations.ts).
 */
import type { World } from '../../world/build.ts';
import { partnersOf, sendMessage, threadBetween } from '../../world/conversations.ts';
import type { PersonRec } from '../../world/types.ts';
import { badRequest, forbidden, idParam, me, notFound, ok, type Ctx, type Handlers } from '../context.ts';
import { schoolNameOf } from './account.ts';
import { matchesWord, searchWords } from './admin-chat-search.ts';
import {
  chats,
  deleteOwnMessage,
  editOwnMessage,
  fullName,
  listItem,
  messageView,
  readSendForm,
  sortItems,
  storedContent,
  threadView,
} from './chat-views.ts';

const ADMINS_ONLY = 'این بخش فقط برای پشتیبانی است.';
const NO_RECEIVER = 'گیرندهٔ پیام پیدا نشد.';
/** At most this many users and messages per search (the contract caps messages at 50). */
const SEARCH_LIMIT = 50;

function admin(ctx: Ctx): PersonRec {
  const person = me(ctx);
  return person.role === 'admin' ? person : forbidden(ADMINS_ONLY);
}

/** A user support can talk to: a pupil, a teacher or a manager. */
function chatUser(world: World, id: number): PersonRec | undefined {
  const person = world.person(id);
  return chats(person) && person.role !== 'admin' ? person : undefined;
}

/** Who a user is, for support's list: «دانش‌آموز چهارم الف — دبستان شهید باهنر». */
function subtitleOf(world: World, person: PersonRec): string {
  const school = schoolNameOf(world, person);
  if (person.role === 'student') {
    const klass = person.class_id === null ? undefined : world.classRec(person.class_id);
    return klass ? `دانش‌آموز ${klass.name} — ${school}` : `دانش‌آموز — ${school}`;
  }
  return person.role === 'teacher' ? `معلم — ${school}` : `مدیر ${school}`;
}

const items = (world: World, viewer: PersonRec, people: PersonRec[]) =>
  sortItems(
    world,
    viewer,
    people.map((p) => listItem(world, viewer, p, subtitleOf(world, p))),
  );

export const adminChatHandlers = {
  searchAdminChatUsers(ctx) {
    const person = admin(ctx);
    const world = ctx.world;
    const conversations = partnersOf(world, person.id)
      .map((id) => chatUser(world, id))
      .filter((p): p is PersonRec => p !== undefined);
    const words = searchWords(String(ctx.query.word ?? ''));
    // Fewer than two letters is not a search yet: the list shows every conversation.
    if (!words.length) return ok({ filter_user: items(world, person, conversations), filter_message: [] });

    const schoolNames = new Map<number | null, string>();
    const schoolOf = (p: PersonRec) => {
      if (!schoolNames.has(p.school_id)) schoolNames.set(p.school_id, schoolNameOf(world, p));
      return schoolNames.get(p.school_id)!;
    };
    // Anyone support may talk to, not only the existing conversations: a search starts new ones.
    const users = world.people.filter(
      (p) =>
        chatUser(world, p.id) === p &&
        (matchesWord(`${p.first_name} ${p.last_name}`, words) ||
          matchesWord(p.username, words) ||
          matchesWord(schoolOf(p), words)),
    );
    const messages = conversations
      .flatMap((other) =>
        threadBetween(world, person.id, other.id)
          .filter((m) => m.text !== null && matchesWord(m.text, words))
          .map((m) => ({ m, other })),
      )
      .sort((a, b) => b.m.at - a.m.at || b.m.id - a.m.id)
      .slice(0, SEARCH_LIMIT);
    return ok({
      filter_user: items(world, person, users).slice(0, SEARCH_LIMIT),
      filter_message: messages.map(({ m, other }) => ({
        id: m.id,
        userid: other.id,
        full_name: fullName(other),
        message: m.text!,
      })),
    });
  },
  getAdminChatThread(ctx) {
    const person = admin(ctx);
    const other = chatUser(ctx.world, idParam(ctx, 'chatId')) ?? notFound();
    return ok(threadView(ctx.world, person, other, ctx.query.beforeId));
  },
  sendAdminChatMessage(ctx) {
    const person = admin(ctx);
    const { receiver, content } = readSendForm(ctx);
    const other = chatUser(ctx.world, receiver) ?? badRequest(NO_RECEIVER);
    // An image's bytes are kept with the world first: the message points at where they are served.
    const sent = sendMessage(ctx.world, person.id, other.id, storedContent(ctx.world, content));
    return ok(messageView(ctx.world, sent), 201);
  },
  editAdminChatMessage: (ctx) => ok(editOwnMessage(ctx, admin(ctx))),
  deleteAdminChatMessage: (ctx) => ok(deleteOwnMessage(ctx, admin(ctx))),
} satisfies Handlers;
