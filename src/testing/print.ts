// Stories only: the browser's print dialog, stubbed while a story presses a print button.
import { expect, fn, userEvent } from 'storybook/test';

/** Clicks `button` and expects exactly one call to `window.print` (the real one is put back after). */
export async function expectPrintOnClick(button: HTMLElement) {
  const print = fn();
  const original = window.print;
  window.print = print;
  try {
    await userEvent.click(button);
    await expect(print).toHaveBeenCalledOnce();
  } finally {
    window.print = original;
  }
}
