import { pretendMedia } from '@/testing/media';
import { TOUCH_SCREEN } from '@/shared/ui/touch';
import { forgetKeyboard } from './use-keypad';

/** A story on a phone's touch screen, no hardware keyboard seen yet (a story's `beforeEach`; returns the undo). */
export function onTouchScreen(): () => void {
  forgetKeyboard();
  const undo = pretendMedia((query) => query === TOUCH_SCREEN);
  return () => {
    undo();
    forgetKeyboard();
  };
}

/** Every key of a pad is big enough for a child's finger, its text large enough to read. */
export function childSized(keys: readonly HTMLElement[]): boolean {
  return keys.every((key) => {
    const { width, height } = key.getBoundingClientRect();
    return width >= 48 && height >= 48 && parseFloat(getComputedStyle(key).fontSize) >= 18;
  });
}
