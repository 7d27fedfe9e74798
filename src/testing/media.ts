/**
 * Makes the browser answer `matches: true` for the media queries `answers` picks (a story's
 * `beforeEach`, or a test), as a phone or a user's setting would; returns the undo.
 */
export function pretendMedia(answers: (query: string) => boolean): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const list = original.call(window, query);
    if (!answers(query)) return list;
    // MediaQueryList's `matches` is a getter of its prototype: a look-alike object, not a copy.
    return {
      matches: true,
      media: query,
      onchange: null,
      addEventListener: list.addEventListener.bind(list),
      removeEventListener: list.removeEventListener.bind(list),
      addListener: list.addListener.bind(list),
      removeListener: list.removeListener.bind(list),
      dispatchEvent: list.dispatchEvent.bind(list),
    } satisfies MediaQueryList;
  };
  return () => {
    window.matchMedia = original;
  };
}
