/**
 * The users' chat (/chat/): a pupil with the class teacher and support, a teacher with the
 * class's pupils, the school's manager and support, a manager with the school's teachers and
 * support (the contract's header of openapi/paths/chat.yaml). Organization users and admins
 * have nobody here (admins use the admin chat). Threads are the world's (world/conversations.ts):
 * what a pupil sends to support is in the admin's list, the admin's answer in the pupil's thread.
 */
import type { World } from '../../world/build.ts';
import { sendMessage, unreadFor } from '../../world/conversations.ts';
import type { PersonRec } from '../../world/types.ts';
import { forbidden, me, ok, type Handlers } from '../context.ts';
import { classRef, schoolNameOf } from './account.ts';
import {
  deleteOwnMessage,
  editOwnMessage,
  listItem,
  messageView,
  readSendForm,
  sortItems,
  storedContent,
  SUPPORT_NAME,
  threadView,
} from './chat-views.ts';

const MAY_NOT = 'امکان گفت‌وگو با این کاربر نیست.';

const admins = (world: World) => world.people.filter((p) => p.role === 'admin');

/** The people `person` may talk to, each with who they are for `person`. */
export function chatPartners(world: World, person: PersonRec): { other: PersonRec; subtitle: string }[] {
  const support = admins(world).map((other) => ({ other, subtitle: SUPPORT_NAME }));
  if (person.role === 'student') {
    const klass = person.class_id === null ? undefined : world.classRec(person.class_id);
    const teacher = klass?.teacher_id == null ? undefined : world.person(klass.teacher_id);
    const teachers = teacher?.role === 'teacher' ? [{ other: teacher, subtitle: `معلم ${klass!.name}` }] : [];
    return [...teachers, ...support];
  }
  if (person.role === 'teacher') {
    const pupils = world
      .teacherClasses(person.id)
      .flatMap((c) => world.pupilsOf(c.id).map((other) => ({ other, subtitle: `دانش‌آموز ${c.name}` })));
    const school = person.school_id === null ? undefined : world.school(person.school_id);
    const manager = school ? world.person(school.manager_id) : undefined;
    const managers =
      manager?.role === 'school' ? [{ other: manager, subtitle: `مدیر ${schoolNameOf(world, manager)}` }] : [];
    return [...pupils, ...managers, ...support];
  }
  if (person.role === 'school' && person.school_id !== null) {
    const byTeacher = new Map<number, string[]>();
    for (const c of world.classesOf(person.school_id)) {
      if (c.teacher_id === null) continue;
      byTeacher.set(c.teacher_id, [...(byTeacher.get(c.teacher_id) ?? []), classRef(world, c.id).name]);
    }
    const teachers = [...byTeacher]
      .map(([id, names]) => ({ other: world.person(id), subtitle: `معلم ${names.join('، ')}` }))
      .filter((t): t is { other: PersonRec; subtitle: string } => t.other?.role === 'teacher');
    return [...teachers, ...support];
  }
  return [];
}

function partnerOrForbidden(world: World, person: PersonRec, otherId: number): PersonRec {
  const found = chatPartners(world, person).find((p) => p.other.id === otherId);
  return found ? found.other : forbidden(MAY_NOT);
}

export const chatHandlers = {
  getChatThread(ctx) {
    const person = me(ctx);
    const other = partnerOrForbidden(ctx.world, person, ctx.query.userId);
    return ok(threadView(ctx.world, person, other, ctx.query.beforeId));
  },
  sendChatMessage(ctx) {
    const person = me(ctx);
    const { receiver, content } = readSendForm(ctx);
    const other = partnerOrForbidden(ctx.world, person, receiver);
    // An image's bytes are kept with the world first: the message points at where they are served.
    const sent = sendMessage(ctx.world, person.id, other.id, storedContent(ctx.world, content));
    return ok(messageView(ctx.world, sent), 201);
  },
  editChatMessage: (ctx) => ok(editOwnMessage(ctx, me(ctx))),
  deleteChatMessage: (ctx) => ok(deleteOwnMessage(ctx, me(ctx))),
  getChatUnreadCount: (ctx) => ok({ count: unreadFor(ctx.world, me(ctx).id) }),
  listChatUsers(ctx) {
    const person = me(ctx);
    const items = chatPartners(ctx.world, person).map(({ other, subtitle }) =>
      listItem(ctx.world, person, other, subtitle),
    );
    return ok(sortItems(ctx.world, person, items));
  },
} satisfies Handlers;
