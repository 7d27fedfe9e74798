/**
 * No English in the interface: every string of every strings module (slices' and shared) is
 * Persian, but for names that have no Persian form. «Shift+Enter» in the chat composer and
 * «(SmartScore)» in the homework form were found by walking the app; this finds the next one.
 */
import { describe, expect, it } from 'vitest';

const modules = import.meta.glob<Record<string, unknown>>(
  ['/src/features/**/strings*.ts', '/src/shared/**/strings*.ts'],
  {
    eager: true,
  },
);

// Latin a Persian reader meets as it is: file types, an e-mail's shape, a discount code's.
const ALLOWED = new Set([
  'SVG',
  'PDF',
  'JPG',
  'PNG',
  'WEBP',
  'jpg',
  'png',
  'webp',
  'MB',
  'KB',
  'name',
  'example',
  'com',
  'MEHR',
]);
// A lone camelCase word is an identifier (a tab's or a section's key, a slug), never shown.
const IDENTIFIER = /^[a-z][a-zA-Z]*$/;

function texts(value: unknown, path: string, out: [string, string][]) {
  if (typeof value === 'string') {
    if (!IDENTIFIER.test(value)) out.push([path, value]);
  } else if (Array.isArray(value)) value.forEach((item, i) => texts(item, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) texts(item, `${path}.${key}`, out);
  }
  return out;
}

describe('strings modules', () => {
  it('found some', () => expect(Object.keys(modules).length).toBeGreaterThan(40));

  it('speak Persian: no Latin word outside the allow-list', () => {
    const english = Object.entries(modules).flatMap(([file, module]) =>
      texts(module, file, [])
        .map(
          ([path, text]) => [path, (text.match(/[A-Za-z][A-Za-z+-]*/g) ?? []).filter((w) => !ALLOWED.has(w))] as const,
        )
        .filter(([, words]) => words.length > 0)
        .map(([path, words]) => `${path}: ${words.join(' ')}`),
    );
    expect(english).toEqual([]);
  });
});
