import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

const marked = (message: string, word: string) =>
  highlightParts(message, word)
    .filter((part) => part.marked)
    .map((part) => part.text);

describe('highlightParts', () => {
  it('marks exactly the word, every time it occurs, and keeps the rest as text', () => {
    const parts = highlightParts('سلام، کد تخفیف NOWRUZ1406 برای تخفیف من', 'تخفیف');
    expect(parts.map((p) => p.text).join('')).toBe('سلام، کد تخفیف NOWRUZ1406 برای تخفیف من');
    expect(parts.filter((p) => p.marked).map((p) => p.text)).toEqual(['تخفیف', 'تخفیف']);
  });

  it('forgives Arabic letters, case, digit sets and half-spaces as the server does', () => {
    expect(marked('کد تخفیف NOWRUZ1406', 'تخفيف')).toEqual(['تخفیف']);
    expect(marked('کد تخفیف NOWRUZ1406', 'nowruz۱۴۰۶')).toEqual(['NOWRUZ1406']);
    expect(marked('دانش‌آموز کلاس', 'دانشآموز')).toEqual(['دانش‌آموز']);
  });

  it('marks each word of a two-word search on its own', () => {
    expect(marked('کد تخفیف برای اشتراک', 'اشتراک کد')).toEqual(['کد', 'اشتراک']);
  });

  it('marks nothing for a word the message lacks, and never reads markup', () => {
    expect(highlightParts('<b>سلام</b>', 'تخفیف')).toEqual([{ text: '<b>سلام</b>', marked: false }]);
  });
});
