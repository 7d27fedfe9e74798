import { http, HttpResponse } from 'msw';
import type { AdminChatSearch } from '@/api/generated/model';
import { example } from '@/testing/handlers';

/** The list's call (contract path; the handlers match its end). */
export const USERS = '/admin/chat/users/';

/** Every conversation (the contract's «admin» example) and the «تخفیف» search («word»). */
export const everyone = example('searchAdminChatUsers', 'admin') as AdminChatSearch;
export const discountHits = example('searchAdminChatUsers', 'word') as AdminChatSearch;

/**
 * The list's call as the server answers it: the «تخفیف» example for a word holding «تخفیف», nothing
 * for any other word, every conversation without one; each query asked is handed to `remember`.
 */
export function searchable(remember: (word: string | null) => void = () => {}) {
  return http.get(`*${USERS}`, ({ request }) => {
    const word = new URL(request.url).searchParams.get('word');
    remember(word);
    if (word === null) return HttpResponse.json(everyone);
    return HttpResponse.json(word.includes('تخفیف') ? discountHits : { filter_user: [], filter_message: [] });
  });
}

/** `count` made-up conversations, for the `large` world's long list. */
export function manyConversations(count: number): AdminChatSearch {
  const model = everyone.filter_user[0]!;
  return {
    filter_user: Array.from({ length: count }, (_, i) => ({
      ...model,
      id: 50_000 + i,
      first_name: `کاربر ${i + 1}`,
      username: `u${50_000 + i}`,
      unread_count: i < 3 ? 1 : 0,
    })),
    filter_message: [],
  };
}
