/** Where text is drawn, for stories that check what a child sees (reading order, stacking, fit). */

/** Text drawn on screen: not a fraction's reading for screen readers, clipped to a 1 px box. */
const drawn: NodeFilter = (node) =>
  (node.parentElement?.getBoundingClientRect().width ?? 0) > 1 ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT;

/** The boxes of every drawn occurrence of `text` among `root`'s text nodes, in document order. */
export function textBoxes(root: Element, text: string): DOMRect[] {
  const boxes: DOMRect[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, drawn);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (let at = node.textContent!.indexOf(text); at >= 0; at = node.textContent!.indexOf(text, at + 1)) {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + text.length);
      boxes.push(range.getBoundingClientRect());
    }
  }
  if (!boxes.length) throw new Error(`«${text}» is not drawn`);
  return boxes;
}

/** The box of the first occurrence of `text` in `root`. */
export function textBox(root: Element, text: string): DOMRect {
  return textBoxes(root, text)[0]!;
}

/** A 390 px wide phone (an iPhone 12–15), the narrowest screen a question is designed for. */
export const phone390 = {
  parameters: {
    viewport: { options: { phone390: { name: 'موبایل ۳۹۰', styles: { width: '390px', height: '844px' } } } },
  },
  globals: { viewport: { value: 'phone390' } },
};
