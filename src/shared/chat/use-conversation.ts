import {
  getGetAdminChatThreadQueryKey,
  getGetAdminChatThreadQueryOptions,
  useDeleteAdminChatMessage,
  useEditAdminChatMessage,
  useSendAdminChatMessage,
} from '@/api/generated/endpoints/admin-chat/admin-chat';
import {
  getGetChatThreadQueryKey,
  getGetChatThreadQueryOptions,
  useDeleteChatMessage,
  useEditChatMessage,
  useSendChatMessage,
} from '@/api/generated/endpoints/chat/chat';
import { useConversation, type Conversation } from './conversation-core';

export type { Conversation } from './conversation-core';

/** Support's conversation with one user (`chatId` = the user's id), through the admin-chat calls. */
export function useAdminConversation(chatId: number): Conversation {
  const send = useSendAdminChatMessage().mutateAsync;
  const edit = useEditAdminChatMessage().mutateAsync;
  const remove = useDeleteAdminChatMessage().mutateAsync;
  return useConversation({
    otherId: chatId,
    pageOptions: (beforeId) =>
      getGetAdminChatThreadQueryOptions(chatId, beforeId === undefined ? undefined : { beforeId }),
    threadKey: getGetAdminChatThreadQueryKey(chatId),
    newestKey: getGetAdminChatThreadQueryKey(chatId),
    send: (data) => send({ data }),
    edit: (data) => edit({ data }),
    remove: (id) => remove({ params: { id } }),
  });
}

/** The signed-in user's conversation with `userId` (a teacher, a pupil, the manager or support), through /chat/. */
export function useUserConversation(userId: number): Conversation {
  const send = useSendChatMessage().mutateAsync;
  const edit = useEditChatMessage().mutateAsync;
  const remove = useDeleteChatMessage().mutateAsync;
  return useConversation({
    otherId: userId,
    pageOptions: (beforeId) => getGetChatThreadQueryOptions(beforeId === undefined ? { userId } : { userId, beforeId }),
    // Keys match partially, so { userId } covers every page of this thread.
    threadKey: getGetChatThreadQueryKey({ userId }),
    newestKey: getGetChatThreadQueryKey({ userId }),
    send: (data) => send({ data }),
    edit: (data) => edit({ data }),
    remove: (id) => remove({ params: { id } }),
  });
}
