// @vitest-environment node
/**
 * One world, one story: across every answer the world gives for the contract's examples (each
 * operation it answers, as each role), one entity has the same fields everywhere, pages count
 * true, dates are Tehran's and a weekday written next to a Jalali date is that date's weekday.
 */
import { newDate } from 'date-fns-jalali';
import { describe, expect, it } from 'vitest';
import { worldExamples } from '../server/examples.ts';
import { ANCHOR } from './calendar.ts';
import { buildWorld } from './build.ts';

const { examples } = await worldExamples();
type Json = Record<string, unknown>;

/** Every object inside every answer, with where it was found. */
const objects: { at: string; value: Json }[] = [];
const strings: { at: string; value: string }[] = [];
const walk = (node: unknown, at: string) => {
  if (typeof node === 'string') strings.push({ at, value: node });
  if (!node || typeof node !== 'object') return;
  if (!Array.isArray(node)) objects.push({ at, value: node as Json });
  for (const [key, child] of Object.entries(node)) walk(child, `${at}.${key}`);
};
for (const example of examples) walk(example.value, `${example.method.toUpperCase()} ${example.path} ${example.name}`);

/** Objects that look like one kind of entity, grouped by id, must agree on `fields`. */
function disagreements(isKind: (o: Json) => boolean, fields: string[]): string[] {
  const seen = new Map<unknown, { at: string; value: string }>();
  const problems: string[] = [];
  for (const { at, value } of objects.filter(({ value }) => isKind(value))) {
    const picked = JSON.stringify(fields.map((field) => value[field]));
    const before = seen.get(value.id);
    if (!before) seen.set(value.id, { at, value: picked });
    else if (before.value !== picked)
      problems.push(`${value.id}: ${before.value} at ${before.at} vs ${picked} at ${at}`);
  }
  return problems;
}

describe('the world tells one story', () => {
  it('answers for many operations', () => {
    expect(examples.length).toBeGreaterThan(5);
  });

  it('a skill is the same skill in every area', () => {
    const isSkill = (o: Json) => 'code' in o && 'chapter' in o && 'page' in o;
    expect(disagreements(isSkill, ['name', 'code', 'title', 'course_id', 'chapter', 'section', 'page'])).toEqual([]);
  });

  it('a course is the same course in every area', () => {
    const isCourse = (o: Json) => 'subject_index' in o && 'subject' in o && !('code' in o);
    expect(disagreements(isCourse, ['name', 'subject', 'grade', 'subject_index'])).toEqual([]);
  });

  it('a class has one name and grade', () => {
    const isClass = (o: Json) => Object.keys(o).sort().join() === 'grade,id,name';
    expect(disagreements(isClass, ['name', 'grade'])).toEqual([]);
  });

  it('a person has one name (pupils, teachers, managers)', () => {
    const world = buildWorld({ now: ANCHOR });
    const problems = objects
      .map(({ at, value }) => ({ at, value, id: value.student_id ?? value.id }))
      .filter(({ value }) => typeof value.first_name === 'string' && typeof value.last_name === 'string')
      .filter(({ value, id }) => {
        const person = world.person(Number(id));
        return person && (person.first_name !== value.first_name || person.last_name !== value.last_name);
      })
      .map(({ at, id }) => `${id} at ${at}`);
    expect(problems).toEqual([]);
  });

  it('every page counts true', () => {
    const pages = objects.filter(({ value }) =>
      ['count', 'page', 'size', 'total_pages', 'results'].every((k) => k in value),
    );
    for (const { at, value } of pages) {
      const { count, page, size, total_pages, results } = value as {
        count: number;
        page: number;
        size: number;
        total_pages: number;
        results: unknown[];
      };
      expect(total_pages, at).toBe(Math.ceil(count / size));
      expect(results.length, at).toBe(Math.max(0, Math.min(size, count - (page - 1) * size)));
    }
  });

  it('dates and times are Tehran’s', () => {
    const dateTimes = strings.filter(({ value }) => /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value));
    expect(
      dateTimes.filter(({ value }) => !value.endsWith('+03:30')).map(({ at, value }) => `${at}: ${value}`),
    ).toEqual([]);
  });

  it('a weekday written beside a Jalali date is that date’s weekday', () => {
    // Compared without ZWNJ: «سه‌شنبه» and «سهشنبه» are one weekday.
    const weekdays = ['یکشنبه', 'دوشنبه', 'سهشنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه', 'شنبه'];
    const months = [
      'فروردین',
      'اردیبهشت',
      'خرداد',
      'تیر',
      'مرداد',
      'شهریور',
      'مهر',
      'آبان',
      'آذر',
      'دی',
      'بهمن',
      'اسفند',
    ];
    const digits = (text: string) => Number(text.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))));
    const pattern = new RegExp(
      `(${weekdays.join('|')})\\s*[،,]?\\s*([۰-۹0-9]+)\\s*(${months.join('|')})(\\s*([۰-۹0-9]{4}))?`,
      'g',
    );
    for (const { at, value } of strings) {
      for (const match of value.replace(/\u200c/g, '').matchAll(pattern)) {
        const year = match[5] ? digits(match[5]) : 1405;
        const date = newDate(year, months.indexOf(match[3]!), digits(match[2]!), 12);
        const fa = new Intl.DateTimeFormat('fa-IR', { weekday: 'long' }).format(date);
        expect(fa.replace(/\u200c/g, ''), `${at}: ${value}`).toBe(match[1]!.replace(/\u200c/g, ''));
      }
    }
  });
});
