/**
 * Text contrast as a browser draws it, for stories that measure a screen (WCAG 2 formula).
 * axe leaves text whose colour equals its background "to review" instead of failing it — that is
 * how a red button with red text passed — so stories that show coloured buttons measure them here.
 */

type Rgba = [number, number, number, number];

function parse(colour: string): Rgba {
  const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [];
  const [r = 0, g = 0, b = 0, a = 1] = parts;
  return [r, g, b, colour.startsWith('rgba') || parts.length > 3 ? a : 1];
}

function over(top: Rgba, below: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i]! * a + below[i]! * (1 - a)).concat(1) as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The background an element's text is drawn on: its own and its ancestors' colours, blended. */
function backgroundOf(element: Element): Rgba {
  const layers: Rgba[] = [];
  for (let node: Element | null = element; node; node = node.parentElement) {
    const layer = parse(getComputedStyle(node).backgroundColor);
    if (layer[3] > 0) layers.push(layer);
    if (layer[3] >= 1) break;
  }
  return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
}

/** The contrast ratio (1–21) of an element's text colour against the background under it. */
export function textContrast(element: Element): number {
  const background = backgroundOf(element);
  const text = over(parse(getComputedStyle(element).color), background);
  const [light, dark] = [luminance(text), luminance(background)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
