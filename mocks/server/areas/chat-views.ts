/**
 * What the support chat, the admin chat and the users' chats share: a message, a thread and a
 * list item as the contract shapes them (openapi/schemas/chat.yaml), who may talk to whom, and
 * the send form's rules. A thread read marks the other party's messages read.
 */
import type { World } from '../../world/build.ts';
import { isoDateTime } from '../../world/calendar.ts';
import {
  chatMessage,
  deleteMessage,
  markRead,
  threadBetween,
  unreadFor,
  type ChatMessageRec,
} from '../../world/conversations.ts';
import type { PersonRec, Role } from '../../world/types.ts';
import { storeUpload, uploadedFile, type UploadedFile } from '../../world/uploads.ts';
import { badRequest, forbidden, notFound, type Ctx } from '../context.ts';
import { schoolNameOf } from './account.ts';

type ChatRole = 'STUDENT' | 'TEACHER' | 'MANAGER' | 'SYS_ADMIN';
const CHAT_ROLE: Partial<Record<Role, ChatRole>> = {
  student: 'STUDENT',
  teacher: 'TEACHER',
  school: 'MANAGER',
  admin: 'SYS_ADMIN',
};
/** Support's «school», as the contract names it. */
export const SUPPORT_NAME = 'پشتیبانی دانش';
export const IMAGE_LABEL = '🖼 تصویر';
/** Newest messages per thread read; `beforeId` pages further back. */
export const THREAD_PAGE = 50;

const EMPTY = 'پیام خالی است؛ یک متن یا یک تصویر بفرستید.';
const BAD_IMAGE = 'فقط تصویر jpg، png یا webp تا ۵ مگابایت پذیرفته می‌شود.';
const TOO_LONG = 'متن پیام حداکثر ۲۰۰۰ نویسه است.';
const INVALID = 'اطلاعات ارسال‌شده کامل یا درست نیست.';
const NOT_YOURS = 'فقط پیام‌های خودتان را می‌توانید تغییر دهید.';
const IMAGE_EDIT = 'پیام تصویری قابل ویرایش نیست.';
const EMPTY_EDIT = 'متن پیام نمی‌تواند خالی باشد.';
const DELETED = 'پیام با موفقیت حذف شد.';
const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const MAX_IMAGE = 5 * 1024 * 1024;

/** Whether a person takes part in chats at all (organization users do not). */
export const chats = (person: PersonRec | undefined): person is PersonRec =>
  person !== undefined && CHAT_ROLE[person.role] !== undefined;

export const chatRole = (person: PersonRec): ChatRole => CHAT_ROLE[person.role] ?? 'STUDENT';

/** 'YYYY-MM-DD HH:mm:ss' in Tehran, as the chat service writes it. */
export const chatTimestamp = (at: number): string => isoDateTime(new Date(at)).slice(0, 19).replace('T', ' ');

export function messageView(world: World, rec: ChatMessageRec) {
  const sender = world.person(rec.sender);
  return {
    id: rec.id,
    message: rec.text,
    image: rec.image,
    role: sender ? chatRole(sender) : 'STUDENT',
    timestamp: chatTimestamp(rec.at),
    url: rec.url,
    receiver: rec.receiver,
    sender: rec.sender,
  };
}

export const fullName = (person: PersonRec) => `${person.first_name} ${person.last_name}`;

/**
 * `reader`'s conversation with `other`: the newest page (before `beforeId` when given), oldest
 * first. Opening it marks what `other` sent `reader` as read.
 */
export function threadView(world: World, reader: PersonRec, other: PersonRec, beforeId?: number) {
  markRead(world, reader.id, other.id);
  const all = threadBetween(world, reader.id, other.id);
  const older = beforeId === undefined ? all : all.filter((m) => m.id < beforeId);
  return {
    role: chatRole(other),
    full_name: fullName(other),
    school_name: other.role === 'admin' ? SUPPORT_NAME : schoolNameOf(world, other),
    has_more: older.length > THREAD_PAGE,
    messages: older.slice(-THREAD_PAGE).map((m) => messageView(world, m)),
  };
}

/** One conversation partner of `viewer` in a chat list. */
export function listItem(world: World, viewer: PersonRec, other: PersonRec, subtitle: string) {
  const last = threadBetween(world, viewer.id, other.id).at(-1);
  return {
    id: other.id,
    first_name: other.first_name,
    last_name: other.last_name,
    unread_count: unreadFor(world, viewer.id, other.id),
    username: other.username,
    last_message: last ? (last.text ?? IMAGE_LABEL) : null,
    last_message_at: last ? chatTimestamp(last.at) : null,
    role: chatRole(other),
    profile_url: other.profile_url,
    subtitle,
  };
}

type Item = ReturnType<typeof listItem>;

/** Unread conversations first, then the newest, then by family name (the contract's order). */
export function sortItems(world: World, viewer: PersonRec, items: Item[]): Item[] {
  const lastAt = (item: Item) => threadBetween(world, viewer.id, item.id).at(-1)?.at ?? -Infinity;
  return items.sort(
    (a, b) =>
      Number(b.unread_count > 0) - Number(a.unread_count > 0) ||
      lastAt(b) - lastAt(a) ||
      a.last_name.localeCompare(b.last_name, 'fa') ||
      a.id - b.id,
  );
}

export type SendContent = { text: string } | { imageExt: string; file: UploadedFile };

/**
 * The send form (multipart fields as strings, the image as an UploadedFile; or JSON): the
 * receiver's id and exactly one of a non-blank text or one accepted image.
 */
export function readSendForm(ctx: Ctx<'sendChatMessage' | 'sendAdminChatMessage'>): {
  receiver: number;
  content: SendContent;
} {
  const { body } = ctx;
  const receiver = Number(body.receiver);
  if (body.receiver === undefined || body.receiver === '' || !Number.isInteger(receiver)) badRequest(INVALID);
  // A multipart form sends a line break as CRLF (the HTML form rules); keep it as typed, \n.
  const text =
    typeof body.message === 'string' && body.message !== '' ? body.message.replace(/\r\n?/g, '\n') : undefined;
  const { image } = body;
  const hasImage = image !== undefined && image !== '';
  if ((text === undefined) === !hasImage) badRequest(EMPTY);
  if (text !== undefined) {
    if (!text.trim()) badRequest(EMPTY);
    if (text.length > 2000) badRequest(TOO_LONG);
    // Kept exactly as written (line breaks too); the app renders it as text.
    return { receiver, content: { text } };
  }
  const file = uploadedFile(image);
  const ext = IMAGE_TYPES[file?.type ?? ''];
  if (!file || !ext || file.size > MAX_IMAGE || file.size <= 0) return badRequest(BAD_IMAGE);
  return { receiver, content: { imageExt: ext, file } };
}

/** The content to save: a sent image's bytes kept in the world, served back at the address it gets. */
export function storedContent(
  world: World,
  content: SendContent,
): { text: string } | { imageExt: string; url: string } {
  return 'text' in content ? content : { imageExt: content.imageExt, url: storeUpload(world, 'chat', content.file) };
}

function ownMessage(ctx: Ctx, id: number, person: PersonRec): ChatMessageRec {
  const rec = chatMessage(ctx.world, id) ?? notFound();
  return rec.sender === person.id ? rec : forbidden(NOT_YOURS);
}

/** PATCH a message (admin's or user's chat): only the sender's own, only text, never empty. */
export function editOwnMessage(ctx: Ctx<'editChatMessage' | 'editAdminChatMessage'>, person: PersonRec) {
  const { body } = ctx;
  const rec = ownMessage(ctx, body.id, person);
  if (rec.image !== null) badRequest(IMAGE_EDIT);
  if (!body.message.trim()) badRequest(EMPTY_EDIT);
  rec.text = body.message;
  return messageView(ctx.world, rec);
}

/** DELETE a message (admin's or user's chat): only the sender's own. */
export function deleteOwnMessage(ctx: Ctx<'deleteChatMessage' | 'deleteAdminChatMessage'>, person: PersonRec) {
  deleteMessage(ctx.world, ownMessage(ctx, ctx.query.id, person).id);
  return { detail: DELETED };
}
