/**
 * Whether an answer box offers the on-screen keypad: on a touch screen (the phone's own keyboard
 * would cover the question and ask a child to switch to digits), until a hardware keyboard is used.
 */
import { useSyncExternalStore, type KeyboardEvent } from 'react';
import { useTouchScreen } from '@/shared/ui/touch';

// A hardware keyboard, once seen, is there for the rest of the visit: the pad stays away on every
// question after it (a tablet with a keyboard case), and a reload asks again.
let keyboardSeen = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const seeKeyboard = () => {
  if (keyboardSeen) return;
  keyboardSeen = true;
  listeners.forEach((listener) => listener());
};

/** Forgets the hardware keyboard (a story or a test starting afresh). */
export function forgetKeyboard() {
  keyboardSeen = false;
  listeners.forEach((listener) => listener());
}

/**
 * A printable key from a real keyboard. A phone's own keyboard says 229 / «Unidentified» while it
 * composes, and a shortcut (Ctrl+V) is not typing.
 */
function fromKeyboard(event: KeyboardEvent<HTMLInputElement>): boolean {
  const { key, nativeEvent, ctrlKey, metaKey, altKey } = event;
  return key.length === 1 && nativeEvent.keyCode !== 229 && !nativeEvent.isComposing && !ctrlKey && !metaKey && !altKey;
}

export interface Keypad {
  /** The pad is on screen: the boxes it writes into keep the phone's keyboard shut. */
  shown: boolean;
  /** The keyboard a phone shows for a box whose own is `own`: none while the pad is shown. */
  inputMode: <M extends string>(own: M) => M | 'none';
  /** For the boxes the pad writes into: a real keystroke there hides the pad. */
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** The keypad of an answer input: shown on a touch screen, never once read-only or after a hardware keyboard. */
export function useKeypad(disabled: boolean): Keypad {
  const touch = useTouchScreen();
  const keyboard = useSyncExternalStore(subscribe, () => keyboardSeen);
  const shown = touch && !keyboard && !disabled;
  return {
    shown,
    inputMode: (own) => (shown ? 'none' : own),
    onKeyDown: (event) => {
      if (shown && fromKeyboard(event)) seeKeyboard();
    },
  };
}
