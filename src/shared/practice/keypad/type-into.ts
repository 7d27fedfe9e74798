/**
 * A key of the pad typed into a box as a keystroke would: at the caret (over a selection), through
 * the box's own input event, so the box cleans and sends it exactly as if the child had typed it.
 */

// React follows a box's value through the setter of its prototype: writing through it and firing
// `input` is what a keystroke does, and React's onChange answers it as one.
const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

/** Where the next key goes: the caret of the focused box, or the end of a box that lost it. */
function caret(box: HTMLInputElement): [number, number] {
  const end = box.value.length;
  if (box.ownerDocument.activeElement !== box) return [end, end];
  return [box.selectionStart ?? end, box.selectionEnd ?? end];
}

function write(box: HTMLInputElement, text: string, at: number, inputType: string, data: string | null) {
  // A script's write is not held by maxlength as a keystroke is.
  if (box.maxLength >= 0 && text.length > box.maxLength) return;
  setValue.call(box, text);
  box.setSelectionRange(at, at);
  box.dispatchEvent(new InputEvent('input', { bubbles: true, inputType, data }));
}

/** Types `text` at the caret. */
export function typeInto(box: HTMLInputElement, text: string) {
  const [start, end] = caret(box);
  write(box, box.value.slice(0, start) + text + box.value.slice(end), start + text.length, 'insertText', text);
}

/** Erases the selection, or the character before the caret. */
export function eraseIn(box: HTMLInputElement) {
  const [start, end] = caret(box);
  const from = start === end ? Math.max(0, start - 1) : start;
  if (from === end) return;
  write(box, box.value.slice(0, from) + box.value.slice(end), from, 'deleteContentBackward', null);
}

/** Focuses a box with its caret at the end, without scrolling the page to it. */
export function focusAtEnd(box: HTMLInputElement) {
  box.focus({ preventScroll: true });
  box.setSelectionRange(box.value.length, box.value.length);
}
