/**
 * Text contrast as a browser draws it, for stories and the e2e walks that measure a screen (WCAG 2
 * formula). axe leaves text whose colour equals its background "to review" instead of failing it —
 * that is how a red button with red text passed — so the walks and the stories measure it here.
 */

/**
 * The contrast ratio (1–21) of an element's text colour against the background under it (its own
 * and its ancestors' background colours, blended), or `null` when a background picture (a gradient)
 * lies under the text and the ratio cannot be known from colours.
 *
 * Self-contained (no outer names), so the e2e walks can send its source into the page.
 */
export function textContrast(element: Element): number | null {
  type Rgba = [number, number, number, number];
  // Chromium reports `rgb(…)`/`rgba(…)` in 0–255, and colours mixed by CSS as `color(srgb …)` in 0–1.
  const parse = (colour: string): Rgba => {
    const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [];
    const scale = colour.startsWith('color(') ? 255 : 1;
    const [r = 0, g = 0, b = 0, a = 1] = parts;
    const alpha = colour.startsWith('rgba') || parts.length > 3 ? a : 1;
    return [r * scale, g * scale, b * scale, alpha];
  };
  const over = (top: Rgba, below: Rgba): Rgba => {
    const a = top[3];
    return [0, 1, 2].map((i) => top[i]! * a + below[i]! * (1 - a)).concat(1) as Rgba;
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (v: number) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const layers: Rgba[] = [];
  for (let node: Element | null = element; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.backgroundImage !== 'none') return null;
    const layer = parse(style.backgroundColor);
    if (layer[3] > 0) layers.push(layer);
    if (layer[3] >= 1) break;
  }
  const background = layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
  const text = over(parse(getComputedStyle(element).color), background);
  const [light, dark] = [luminance(text), luminance(background)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
