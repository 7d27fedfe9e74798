/**
 * The chat's records (leaf module): conversations.ts keeps them, and the modules that seed its
 * threads (conversations-script.ts, -peers.ts, -support.ts, -large.ts) draft them.
 */

/** One chat message: exactly one of `text` and `image` is set. `at` is epoch milliseconds. */
export interface ChatMessageRec {
  id: number;
  sender: number;
  receiver: number;
  text: string | null;
  /** Stored path, e.g. chat/2026/11/21/discount-error-10234.png. */
  image: string | null;
  /** Where the app loads the image (a seeded picture or the upload's address); null for text. */
  url: string | null;
  at: number;
  /** Read by the receiver. */
  read: boolean;
}

/** A seeded message before it gets its id: `image` is a slug the stored path is made from. */
export interface DraftMessage {
  sender: number;
  receiver: number;
  text?: string;
  image?: string;
  at: number;
  read: boolean;
}
