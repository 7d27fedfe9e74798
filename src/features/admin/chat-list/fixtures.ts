import type { AdminChatSearch } from '@/api/generated/model';
import { example, handling } from '@/testing/handlers';

/** The list's call. */
export const USERS = 'searchAdminChatUsers' as const;

/** Every conversation (the contract's «admin» example) and the «تخفیف» search («word»). */
export const everyone = example(USERS, 'admin');
export const discountHits = example(USERS, 'word');

/**
 * The list's call as the server answers it: the «تخفیف» example for a word holding «تخفیف», nothing
 * for any other word, every conversation without one; each query asked is handed to `remember`.
 */
export function searchable(remember: (word: string | null) => void = () => {}) {
  return handling(USERS, ({ query }) => {
    const word = query.get('word');
    remember(word);
    if (word === null) return everyone;
    return word.includes('تخفیف') ? discountHits : { filter_user: [], filter_message: [] };
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
