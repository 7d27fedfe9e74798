/**
 * Every conversation of the demo world: the support threads between the admin (Narges Sadeghi,
 * 501) and users, the chats between pupils, teachers and managers, and the class channels.
 * Built on first use from seeded scripts (conversations-support.ts, conversations-peers.ts,
 * conversations-channel.ts) and kept with the world, so a message sent, edited, read or deleted
 * shows in both parties' next reads. Handlers format; this module only stores and answers.
 */
import type { World } from './build.ts';
import { isoDate } from './calendar.ts';
import { channelOfId, seedChannel, type ChannelMessageRec } from './conversations-channel.ts';
import { largeSupportThread } from './conversations-large.ts';
import { peerThreads } from './conversations-peers.ts';
import { supportThreads } from './conversations-support.ts';
import type { ChatMessageRec } from './conversations-types.ts';

export type { ChannelMessageRec };
export type { ChatMessageRec } from './conversations-types.ts';

interface ChatStore {
  /** Both parties' ids → the thread, oldest first (ids rise with time). */
  threads: Map<string, ChatMessageRec[]>;
  partners: Map<number, Set<number>>;
  byId: Map<number, ChatMessageRec>;
  /** First id for new messages, above every seeded one. */
  nextFrom: number;
}

const FIRST_ID = 10001;
const pairKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** The stored path of an image sent on `at`: chat/YYYY/MM/DD/<name>. */
export function imagePath(at: number, name: string): string {
  return `chat/${isoDate(new Date(at)).replaceAll('-', '/')}/${name}`;
}

/** Where the app loads a seeded picture (public/media/chat/): the app's own origin, never an outside host. */
export const imageUrl = (slug: string): string => `/media/chat/${slug}.svg`;

function link(store: ChatStore, rec: ChatMessageRec) {
  const key = pairKey(rec.sender, rec.receiver);
  const thread = store.threads.get(key) ?? [];
  thread.push(rec);
  store.threads.set(key, thread);
  store.byId.set(rec.id, rec);
  for (const [a, b] of [
    [rec.sender, rec.receiver],
    [rec.receiver, rec.sender],
  ] as const) {
    const set = store.partners.get(a) ?? new Set<number>();
    set.add(b);
    store.partners.set(a, set);
  }
}

function build(world: World): ChatStore {
  const builtAt = world.builtAt.getTime();
  const drafts = [...supportThreads(world), ...peerThreads(world), ...largeSupportThread(world)]
    // A script may run past the moment the world is built at: that part has not happened yet.
    .filter((draft) => draft.at < builtAt - 60_000)
    .sort((a, b) => a.at - b.at);
  const store: ChatStore = { threads: new Map(), partners: new Map(), byId: new Map(), nextFrom: FIRST_ID };
  drafts.forEach((draft, index) => {
    const id = FIRST_ID + index;
    link(store, {
      id,
      sender: draft.sender,
      receiver: draft.receiver,
      text: draft.text ?? null,
      image: draft.image === undefined ? null : imagePath(draft.at, `${draft.image}-${id}.png`),
      url: draft.image === undefined ? null : imageUrl(draft.image),
      at: draft.at,
      read: draft.read,
    });
  });
  store.nextFrom = FIRST_ID + drafts.length;
  return store;
}

const store = (world: World) => world.part('conversations', build);

/** The thread between two users, oldest first (live: do not mutate). */
export function threadBetween(world: World, a: number, b: number): readonly ChatMessageRec[] {
  return store(world).threads.get(pairKey(a, b)) ?? [];
}

/** The users `userId` has exchanged at least one message with. */
export function partnersOf(world: World, userId: number): number[] {
  return [...(store(world).partners.get(userId) ?? [])].filter((id) => threadBetween(world, userId, id).length > 0);
}

export function chatMessage(world: World, id: number): ChatMessageRec | undefined {
  return store(world).byId.get(id);
}

/** Messages to `userId` from `from` (or from anyone) not read yet. */
export function unreadFor(world: World, userId: number, from?: number): number {
  const partners = from === undefined ? partnersOf(world, userId) : [from];
  return partners.reduce(
    (sum, other) => sum + threadBetween(world, userId, other).filter((m) => m.receiver === userId && !m.read).length,
    0,
  );
}

/** `reader` opened the thread with `other`: every message `other` sent them is read. */
export function markRead(world: World, reader: number, other: number): void {
  for (const message of threadBetween(world, reader, other)) if (message.receiver === reader) message.read = true;
}

/** Saves a new message sent now; an image is given by its file extension and the address it is served at. */
export function sendMessage(
  world: World,
  sender: number,
  receiver: number,
  content: { text: string } | { imageExt: string; url: string },
): ChatMessageRec {
  const s = store(world);
  const id = world.nextId('chat-message', s.nextFrom);
  const at = Math.max(world.now().getTime(), threadBetween(world, sender, receiver).at(-1)?.at ?? 0);
  const rec: ChatMessageRec = {
    id,
    sender,
    receiver,
    text: 'text' in content ? content.text : null,
    image: 'imageExt' in content ? imagePath(at, `upload-${id}.${content.imageExt}`) : null,
    url: 'url' in content ? content.url : null,
    at,
    read: false,
  };
  link(s, rec);
  return rec;
}

export function deleteMessage(world: World, id: number): void {
  const s = store(world);
  const rec = s.byId.get(id);
  if (!rec) return;
  s.byId.delete(id);
  const thread = s.threads.get(pairKey(rec.sender, rec.receiver)) ?? [];
  thread.splice(thread.indexOf(rec), 1);
}

interface Channels {
  /** `${classId}:${courseId}` → the channel's messages, built on first read. */
  byKey: Map<string, ChannelMessageRec[]>;
  byId: Map<number, ChannelMessageRec>;
  /** New posts' ids start above every seeded id of every class. */
  nextFrom: number;
}

const channels = (world: World) =>
  world.part<Channels>('channels', (w) => ({
    byKey: new Map(),
    byId: new Map(),
    nextFrom: (Math.max(0, ...w.classes.map((c) => c.id)) + 1) * 1000,
  }));

/** A class channel's messages, oldest first (live); empty for a class or course that is not. */
export function channelMessages(world: World, classId: number, courseId: number): ChannelMessageRec[] {
  const all = channels(world);
  const key = `${classId}:${courseId}`;
  let list = all.byKey.get(key);
  if (!list) {
    const klass = world.classRec(classId);
    const course = world.coursesOfClass(classId).find((c) => c.id === courseId);
    list = klass && course ? seedChannel(world, klass, course) : [];
    for (const rec of list) all.byId.set(rec.id, rec);
    all.byKey.set(key, list);
  }
  return list;
}

export function channelMessage(world: World, id: number): ChannelMessageRec | undefined {
  const all = channels(world);
  if (!all.byId.has(id) && id < all.nextFrom) {
    // A seeded id names its channel: build that one to find it.
    const { classId, subjectDigit } = channelOfId(id);
    const course = world.coursesOfClass(classId).find((c) => c.id % 10 === subjectDigit);
    if (course) channelMessages(world, classId, course.id);
  }
  return all.byId.get(id);
}

export function postChannelMessage(
  world: World,
  classId: number,
  courseId: number,
  sender: number,
  message: string,
): ChannelMessageRec {
  const all = channels(world);
  const rec: ChannelMessageRec = {
    id: world.nextId('channel-message', all.nextFrom),
    class_id: classId,
    course_id: courseId,
    sender,
    message,
    created_at: world.now().getTime(),
    edited_at: null,
  };
  channelMessages(world, classId, courseId).push(rec);
  all.byId.set(rec.id, rec);
  return rec;
}

export function deleteChannelMessage(world: World, id: number): void {
  const rec = channelMessage(world, id);
  if (!rec) return;
  channels(world).byId.delete(id);
  const list = channelMessages(world, rec.class_id, rec.course_id);
  list.splice(list.indexOf(rec), 1);
}
