import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import type {
  ChatMessage,
  ChatMessageEdit,
  ChatMessageForm,
  ChatRole,
  ChatThread,
  Message,
  Role,
} from '@/api/generated/model';
import { useSession } from '@/shared/auth/session-context';
import { errors, messageOf } from '@/shared/i18n/errors';
import { notify } from '@/shared/ui/notify';
import { chatNow } from './chat-time';
import { chatText as t } from './strings';
import { useThreadPages, type PageOptions } from './use-thread-pages';

/** A message as the thread shows it: from the server (`sent`) or still local (`sending`, `failed`). */
export type ChatItem = ChatMessage & { localId?: string; status: 'sent' | 'sending' | 'failed' };

/** What a message carries when it is sent: a text or one image file. */
export type ChatContent = { text: string } | { image: File };

/** One conversation: its newest page (header and state), its messages and what the signed-in user may do. */
export interface Conversation {
  header: {
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    error: unknown;
    refetch: () => unknown;
    data: Pick<ChatThread, 'role' | 'full_name' | 'school_name'> | undefined;
  };
  /** Oldest first, local (sending / failed) bubbles at the end. */
  items: ChatItem[];
  /** The signed-in user's id. */
  myId: number;
  /** The other party's user id (the chat id). */
  otherId: number;
  /** True for the signed-in side's messages: a thread has two sides, so whatever the other party did not send. */
  isMine: (item: ChatMessage) => boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  /** The last older page's failure (null when none); loadOlder asks again. */
  olderError: unknown;
  loadOlder: () => void;
  send: (content: ChatContent) => void;
  retry: (localId: string) => void;
  discard: (localId: string) => void;
  /** Resolves false (the bubble's text put back) when the server refused the edit. */
  edit: (id: number, text: string) => Promise<boolean>;
  remove: (id: number) => void;
}

/** The calls one kind of thread (support's admin chat or a user's chat) makes. */
export interface ChatCalls {
  otherId: number;
  pageOptions: PageOptions;
  /** Prefix of every page's query key of this thread. */
  threadKey: QueryKey;
  /** The newest page's query key (refreshed after a send). */
  newestKey: QueryKey;
  send: (form: ChatMessageForm) => Promise<ChatMessage>;
  edit: (body: ChatMessageEdit) => Promise<ChatMessage>;
  remove: (id: number) => Promise<Message>;
}

let nextLocal = 0;

/** The picked picture's local address for its bubble (none where the browser cannot make one, e.g. jsdom). */
const previewOf = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
const forgetPreview = (url: string | null) => {
  if (url?.startsWith('blob:') && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
};

const CHAT_ROLES: Record<Role, ChatRole> = {
  student: 'STUDENT',
  teacher: 'TEACHER',
  school: 'MANAGER',
  organization: 'MANAGER',
  admin: 'SYS_ADMIN',
};
/** The chat service's spelling of the signed-in role, for a bubble the server has not answered yet. */
const chatRoleOf = (role: Role | null): ChatRole => (role ? CHAT_ROLES[role] : 'STUDENT');

/** The thread's pages plus optimistic sends, edits and deletes over them (README, product rules: states «Chat edit»). */
export function useConversation(calls: ChatCalls): Conversation {
  const { user, role } = useSession();
  const myId = user?.id ?? 0;
  const client = useQueryClient();
  const pages = useThreadPages(calls.pageOptions, JSON.stringify(calls.threadKey));
  const [locals, setLocals] = useState<ChatItem[]>([]);
  const [edits, setEdits] = useState<Record<number, string>>({});
  const [removed, setRemoved] = useState<number[]>([]);
  const contents = useRef(new Map<string, ChatContent>());

  const updatePages = (change: (messages: ChatMessage[]) => ChatMessage[]) =>
    client.setQueriesData<ChatThread>({ queryKey: calls.threadKey }, (page) =>
      page ? { ...page, messages: change(page.messages) } : page,
    );
  const patchLocal = (localId: string, status: ChatItem['status']) =>
    setLocals((all) => all.map((item) => (item.localId === localId ? { ...item, status } : item)));

  const post = (localId: string) => {
    const content = contents.current.get(localId);
    if (!content) return;
    patchLocal(localId, 'sending');
    const form = 'text' in content ? { message: content.text } : { image: content.image };
    calls.send({ receiver: calls.otherId, ...form }).then(
      async (saved) => {
        // The saved message takes the local bubble's place at once; the refresh brings anything else new.
        client.setQueryData<ChatThread>(calls.newestKey, (page) =>
          page ? { ...page, messages: [...page.messages.filter((m) => m.id !== saved.id), saved] } : page,
        );
        discard(localId);
        await client.invalidateQueries({ queryKey: calls.newestKey, exact: true });
      },
      // README, product rules: messages — a failed send is only logged by the server's answer; the bubble stays, marked, with retry.
      () => patchLocal(localId, 'failed'),
    );
  };

  const send = (content: ChatContent) => {
    nextLocal += 1;
    const localId = `local-${nextLocal}`;
    contents.current.set(localId, content);
    const isText = 'text' in content;
    setLocals((all) => [
      ...all,
      {
        localId,
        status: 'sending',
        id: -nextLocal,
        message: isText ? content.text : null,
        image: isText ? null : content.image.name,
        url: isText ? null : previewOf(content.image),
        role: chatRoleOf(role),
        timestamp: chatNow(),
        receiver: calls.otherId,
        sender: myId,
      },
    ]);
    post(localId);
  };

  const discard = (localId: string) => {
    setLocals((all) => {
      const gone = all.find((item) => item.localId === localId);
      forgetPreview(gone?.url ?? null);
      return all.filter((item) => item.localId !== localId);
    });
    contents.current.delete(localId);
  };

  const edit = async (id: number, text: string) => {
    setEdits((all) => ({ ...all, [id]: text }));
    const forget = () =>
      setEdits((all) => Object.fromEntries(Object.entries(all).filter(([key]) => Number(key) !== id)));
    try {
      const saved = await calls.edit({ id, message: text });
      updatePages((messages) => messages.map((m) => (m.id === id ? { ...m, ...saved } : m)));
      forget();
      return true;
    } catch {
      forget();
      return false;
    }
  };

  const remove = (id: number) => {
    setRemoved((all) => [...all, id]);
    const forget = () => setRemoved((all) => all.filter((one) => one !== id));
    calls.remove(id).then(
      (answer) => {
        updatePages((messages) => messages.filter((m) => m.id !== id));
        forget();
        notify({ message: answer.detail || t.deleted, color: 'green' });
      },
      (error: unknown) => {
        forget();
        notify({ message: messageOf(error, errors.generic), color: 'red' });
      },
    );
  };

  const otherId = calls.otherId;
  const sent = useMemo(() => pages.messages.map((m): ChatItem => ({ ...m, status: 'sent' })), [pages.messages]);
  // Pending deletes and edits lie over the pages until the server has answered.
  const items = useMemo(
    () => [
      ...sent.filter((m) => !removed.includes(m.id)).map((m) => (m.id in edits ? { ...m, message: edits[m.id]! } : m)),
      ...locals,
    ],
    [sent, removed, edits, locals],
  );
  return {
    header: pages.newest,
    items,
    myId,
    otherId,
    // A bubble not yet answered is always one's own.
    isMine: (item) => ('localId' in item && item.localId !== undefined) || item.sender !== otherId,
    hasOlder: pages.hasOlder,
    loadingOlder: pages.loadingOlder,
    olderError: pages.olderError,
    loadOlder: pages.loadOlder,
    send,
    retry: post,
    discard,
    edit,
    remove,
  };
}
