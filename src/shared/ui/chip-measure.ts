/** For stories that measure a screen: the chips it shows and the smallest text among them, in px. */
export function chipTextSizes(root: Element): number[] {
  return [...root.querySelectorAll('.mantine-Badge-root')].map((chip) => parseFloat(getComputedStyle(chip).fontSize));
}
