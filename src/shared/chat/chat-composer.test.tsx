import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOUCH_SCREEN } from '@/shared/ui/touch';
import { pretendMedia } from '@/testing/media';
import { renderWithApp } from '@/testing/render';
import { ChatComposer } from './chat-composer';
import { chatText as t } from './strings';

/** Latin letters or digits: none may reach the interface (a name or a message typed by a user aside). */
const LATIN = /[A-Za-z0-9]/;

/** Every text the chat can show, the ones with a name filled with a Persian one. */
const shown = Object.values(t).flatMap((value): string[] => {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [String((value as (...names: unknown[]) => unknown)('سارا', 'کلاس'))];
  return Object.values(value);
});

describe('the chat composer speaks Persian only', () => {
  it('shows no English word or Latin digit, in its labels, hint, buttons or any message of the chat', () => {
    renderWithApp(
      <ChatComposer
        draftScope="chat:1"
        onSend={() => {}}
        editing={null}
        onSave={async () => true}
        onCancelEdit={() => {}}
      />,
    );
    const box = screen.getByRole('textbox', { name: t.composerLabel });
    expect(box.getAttribute('placeholder')).not.toMatch(LATIN);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (!['STYLE', 'SCRIPT'].includes(node.parentElement?.tagName ?? '')) expect(node.textContent).not.toMatch(LATIN);
    for (const element of document.body.querySelectorAll('[aria-label],[placeholder],[title]'))
      for (const name of ['aria-label', 'placeholder', 'title'])
        expect(element.getAttribute(name) ?? '').not.toMatch(LATIN);
    for (const text of shown) expect(text, text).not.toMatch(LATIN);
  });
});

describe('the composer’s hint', () => {
  it('names the keys for a new line only where there is a keyboard', () => {
    const props = { onSend: () => {}, editing: null, onSave: async () => true, onCancelEdit: () => {} };
    const { unmount } = renderWithApp(<ChatComposer draftScope="chat:2" {...props} />);
    expect(screen.getByRole('textbox', { name: t.composerLabel })).toHaveAttribute(
      'placeholder',
      t.composerPlaceholder,
    );
    unmount();
    const undo = pretendMedia((query) => query === TOUCH_SCREEN);
    try {
      renderWithApp(<ChatComposer draftScope="chat:3" {...props} />);
      expect(screen.getByRole('textbox', { name: t.composerLabel })).toHaveAttribute(
        'placeholder',
        t.composerPlaceholderTouch,
      );
    } finally {
      undo();
    }
  });
});
