/**
 * The class channels (one per class and course; openapi/paths/teacher.yaml, tag chat): the
 * class's teacher reads, posts, edits and deletes; the class's pupils read (/class-message).
 * Anyone else reads nothing (404, «no such class»). A post notifies the class's pupils.
 */
import type { World } from '../../world/build.ts';
import { isoDateTime } from '../../world/calendar.ts';
import {
  channelMessage,
  channelMessages,
  deleteChannelMessage as removeChannelMessage,
  postChannelMessage,
  type ChannelMessageRec,
} from '../../world/conversations.ts';
import { notify } from '../../world/notifications.ts';
import type { ClassRec, PersonRec } from '../../world/types.ts';
import { badRequest, forbidden, idParam, me, notFound, ok, paged, type Ctx, type Handlers } from '../context.ts';

const EMPTY = 'متن پیام خالی است.';
const TEACHER_ONLY = 'فقط معلم کلاس در این کانال پیام می‌گذارد.';
const NOT_YOURS = 'فقط پیام‌های خودتان را می‌توانید تغییر دهید.';
const DELETED = 'پیام با موفقیت حذف شد.';

function view(world: World, rec: ChannelMessageRec, viewer: PersonRec) {
  const sender = world.person(rec.sender);
  return {
    id: rec.id,
    class_id: rec.class_id,
    course_id: rec.course_id,
    message: rec.message,
    sender: {
      id: rec.sender,
      first_name: sender?.first_name ?? '',
      last_name: sender?.last_name ?? '',
      role: sender?.role ?? 'teacher',
      profile_url: sender?.profile_url ?? 'no-image',
    },
    created_at: isoDateTime(new Date(rec.created_at)),
    edited_at: rec.edited_at === null ? null : isoDateTime(new Date(rec.edited_at)),
    is_mine: rec.sender === viewer.id,
  };
}

/** The class, when `courseId` is one of its grade's courses; else 404. */
function channelOf(world: World, classId: number, courseId: number): ClassRec {
  const klass = world.classRec(classId) ?? notFound();
  return world.coursesOfClass(classId).some((c) => c.id === courseId) ? klass : notFound();
}

const isTeacherOf = (person: PersonRec, klass: ClassRec) => person.role === 'teacher' && klass.teacher_id === person.id;

function ownMessage(ctx: Ctx, person: PersonRec): ChannelMessageRec {
  const rec = channelMessage(ctx.world, idParam(ctx, 'id')) ?? notFound();
  return rec.sender === person.id ? rec : forbidden(NOT_YOURS);
}

const blank = (message: string) => !message.trim();

export const channelHandlers = {
  listChannelMessages(ctx) {
    const person = me(ctx);
    const classId = Number(ctx.query.classId);
    const courseId = Number(ctx.query.courseId);
    const klass = channelOf(ctx.world, classId, courseId);
    const reads = isTeacherOf(person, klass) || (person.role === 'student' && person.class_id === klass.id);
    if (!reads) notFound();
    const newestFirst = [...channelMessages(ctx.world, classId, courseId)].sort(
      (a, b) => b.created_at - a.created_at || b.id - a.id,
    );
    const page = paged(newestFirst, ctx.query);
    return ok({ ...page, results: page.results.map((rec) => view(ctx.world, rec, person)) });
  },
  createChannelMessage(ctx) {
    const person = me(ctx);
    const body = ctx.body;
    const klass = channelOf(ctx.world, body.classId, body.courseId);
    if (!isTeacherOf(person, klass)) forbidden(TEACHER_ONLY);
    if (blank(body.message)) badRequest(EMPTY);
    const rec = postChannelMessage(ctx.world, klass.id, body.courseId, person.id, body.message);
    const course = ctx.world.coursesOfClass(klass.id).find((c) => c.id === body.courseId)!;
    for (const pupil of ctx.world.pupilsOf(klass.id))
      notify(ctx.world, pupil.id, 'پیام تازهٔ معلم', `پیام تازه در کانال ${course.name} کلاس ${klass.name}`);
    return ok(view(ctx.world, rec, person), 201);
  },
  updateChannelMessage(ctx) {
    const person = me(ctx);
    const rec = ownMessage(ctx, person);
    const { message } = ctx.body;
    if (blank(message)) badRequest(EMPTY);
    rec.message = message;
    rec.edited_at = ctx.now.getTime();
    return ok(view(ctx.world, rec, person));
  },
  deleteChannelMessage(ctx) {
    const person = me(ctx);
    removeChannelMessage(ctx.world, ownMessage(ctx, person).id);
    return ok({ detail: DELETED });
  },
} satisfies Handlers;
