/**
 * Literature and science questions come from hand-written banks: a few written questions per
 * skill plus a table (word pairs or groups) from which more questions are made. This file turns
 * a bank into drafts; every solution is the skill's rule, the item's reason and the answer.
 */
import { blanks, matching, mc, numeric, ordering, shortAnswer, trueFalse } from './build.ts';
import type { BlankSpec, Draft } from './build.ts';
import { faDigits, faList } from './persian.ts';
import type { Rng } from './rng.ts';

/** A written question. `why` is the reason a child can follow; `[[…]]` marks a blank. */
export type Item =
  | { mc: string; right: string; wrong: readonly string[]; why: string; hint?: string }
  | { tf: string; value: boolean; why: string }
  | { sa: string; answer: string; why: string; max?: number; hint?: string }
  | { order: string; items: readonly string[]; why: string }
  | { match: string; pairs: readonly (readonly [string, string])[]; why: string }
  | { blanks: string; prompt?: string; why: string }
  | { num: string; value: number; unit?: string; why: string };

/** Pairs a → b (a word and its plural, synonym …) with the sentences to ask about them. */
export interface Pairs {
  list: readonly (readonly [string, string])[];
  /** Multiple choice, e.g. 'هم‌معنی «{a}» کدام است؟'. */
  mc: string;
  /** A statement to judge, e.g. '«{b}» هم‌معنی «{a}» است.'. */
  tf: string;
  /** Matching prompt, e.g. 'هر واژه را به هم‌معنی‌اش وصل کن.'. */
  match: string;
  /** Typed answer (only where b is the one right answer), e.g. 'جمع «{a}» را بنویس.'. */
  sa?: string;
  /** The reason, e.g. '«{a}» و «{b}» هم‌معنی‌اند.'. */
  why: string;
  /** Tempting wrong answers made from a pair, e.g. '{a}ان' (else other pairs' answers are used). */
  wrong?: readonly string[];
}

/** Members of a few groups (animal → what it eats) with the sentences to ask about them. */
export interface Groups {
  groups: Readonly<Record<string, readonly string[]>>;
  /** Which group is {a} in? The group names are the choices, in the order given. */
  mc: string;
  /** '«{a}» {g} است.' */
  tf: string;
  /** 'کدام جانور {g} است؟' */
  pick: string;
  match: string;
  why: string;
}

export interface Bank {
  /** The idea of the skill, the first step of every solution. */
  rule: string;
  items: readonly Item[];
  pairs?: Pairs;
  groups?: Groups;
}

const fill = (text: string, a: string, b = '', g = '') =>
  text.replaceAll('{a}', a).replaceAll('{b}', b).replaceAll('{g}', g);

function steps(rule: string, why: string, end: string): string[] {
  return rule ? [rule, why, end] : [why, end];
}

/** «[[خورشید]] از [[مشرق]] …» → text pieces and blanks. Numbers in Latin digits become number blanks. */
function segments(text: string): (string | BlankSpec)[] {
  return text.split(/\[\[(.+?)\]\]/).map((piece, i) => {
    if (i % 2 === 0) return piece;
    const width = Math.min(10, piece.length + 2);
    return /^[0-9.]+$/.test(piece) ? { answer: Number(piece), width } : { answer: piece, width };
  });
}

export function itemDraft(rng: Rng, rule: string, item: Item): Draft {
  if ('mc' in item) {
    const end = `پس پاسخ درست «${item.right}» است.`;
    return mc(rng, {
      prompt: item.mc,
      hint: item.hint,
      right: item.right,
      wrong: item.wrong,
      summary: `پاسخ درست «${item.right}» است.`,
      steps: steps(rule, item.why, end),
    });
  }
  if ('tf' in item) {
    const end = `پس این جمله ${item.value ? 'درست' : 'نادرست'} است.`;
    return trueFalse({
      prompt: item.tf,
      value: item.value,
      summary: `این جمله ${item.value ? 'درست' : 'نادرست'} است.`,
      steps: steps(rule, item.why, end),
    });
  }
  if ('sa' in item) {
    const end = `پس پاسخ «${item.answer}» است.`;
    return shortAnswer({
      prompt: item.sa,
      hint: item.hint,
      text: item.answer,
      maxLength: item.max,
      summary: `پاسخ «${item.answer}» است.`,
      steps: steps(rule, item.why, end),
    });
  }
  if ('order' in item) {
    const end = `ترتیب درست: ${item.items.join('، ')}.`;
    return ordering(rng, { prompt: item.order, items: item.items, summary: end, steps: steps(rule, item.why, end) });
  }
  if ('match' in item) {
    const end = `جفت‌های درست: ${faList(item.pairs.map(([l, r]) => `${l} با ${r}`))}.`;
    return matching(rng, { prompt: item.match, pairs: item.pairs, summary: end, steps: steps(rule, item.why, end) });
  }
  if ('blanks' in item) {
    const answers = item.blanks.match(/\[\[(.+?)\]\]/g)?.map((m) => `«${m.slice(2, -2)}»`) ?? [];
    const end = faDigits(`${answers.length > 1 ? 'جاهای خالی' : 'جای خالی'}: ${faList(answers)}.`);
    const prompt = item.prompt ?? (answers.length > 1 ? 'جاهای خالی را پر کن.' : 'جای خالی را پر کن.');
    return blanks({ prompt, segments: segments(item.blanks), summary: end, steps: steps(rule, item.why, end) });
  }
  const end = `پس پاسخ ${faDigits(item.value)}${item.unit ? ` ${item.unit}` : ''} است.`;
  return numeric({
    prompt: item.num,
    value: item.value,
    unit: item.unit,
    summary: end.replace('پس ', ''),
    steps: steps(rule, item.why, end),
  });
}

/** Questions made from a table of pairs: two multiple choice, a matching, a true/false, typed answers. */
export function pairDrafts(rng: Rng, rule: string, p: Pairs): Draft[] {
  const list = rng.shuffle(p.list);
  const others = (b: string) => rng.shuffle(p.list.map(([, y]) => y).filter((y) => y !== b));
  const out: Draft[] = [];
  const wrongs = (a: string, b: string) => [...(p.wrong ?? []).map((t) => fill(t, a, b)), ...others(b)].slice(0, 3);
  for (const [a, b] of list.slice(0, 2)) {
    out.push(itemDraft(rng, rule, { mc: fill(p.mc, a, b), right: b, wrong: wrongs(a, b), why: fill(p.why, a, b) }));
  }
  const four = list.length >= 6 ? list.slice(2, 6) : list.slice(0, 4);
  if (four.length >= 3) {
    out.push(
      itemDraft(rng, rule, {
        match: p.match,
        pairs: four,
        why: four
          .map(([a, b]) => fill(p.why, a, b))
          .slice(0, 2)
          .join(' '),
      }),
    );
  }
  const [ta, tb] = list[list.length - 1] as readonly [string, string];
  const honest = rng.next() < 0.5;
  const shown = honest ? tb : (wrongs(ta, tb)[0] as string);
  out.push(itemDraft(rng, rule, { tf: fill(p.tf, ta, shown), value: honest, why: fill(p.why, ta, tb) }));
  if (p.sa) {
    for (const [a, b] of list.slice(-3, -1))
      out.push(itemDraft(rng, rule, { sa: fill(p.sa, a, b), answer: b, why: fill(p.why, a, b) }));
  }
  return out;
}

/** Questions made from groups: which group, which member, a true/false and a matching. */
export function groupDrafts(rng: Rng, rule: string, g: Groups): Draft[] {
  const names = Object.keys(g.groups);
  const members = names.flatMap((name) => (g.groups[name] as readonly string[]).map((m) => [m, name] as const));
  const shuffled = rng.shuffle(members);
  const out: Draft[] = [];
  for (const [m, name] of shuffled.slice(0, 2)) {
    const why = fill(g.why, m, '', name);
    const end = `پس پاسخ درست «${name}» است.`;
    out.push(
      mc(rng, {
        prompt: fill(g.mc, m),
        right: name,
        wrong: [],
        fixed: names,
        summary: why,
        steps: steps(rule, why, end),
      }),
    );
  }
  const target = names[rng.int(0, names.length - 1)] as string;
  const inside = rng.pick(g.groups[target] as readonly string[]);
  const outside = rng
    .shuffle(members.filter(([, n]) => n !== target))
    .slice(0, 3)
    .map(([m]) => m);
  out.push(
    itemDraft(rng, rule, {
      mc: fill(g.pick, '', '', target),
      right: inside,
      wrong: outside,
      why: fill(g.why, inside, '', target),
    }),
  );
  const [tm, tn] = shuffled[2] as readonly [string, string];
  const said = rng.pick(names);
  out.push(itemDraft(rng, rule, { tf: fill(g.tf, tm, '', said), value: said === tn, why: fill(g.why, tm, '', tn) }));
  const one = names.map((name) => [rng.pick(g.groups[name] as readonly string[]), name] as const);
  out.push(
    itemDraft(rng, rule, {
      match: g.match,
      pairs: one,
      why: one
        .slice(0, 2)
        .map(([m, n]) => fill(g.why, m, '', n))
        .join(' '),
    }),
  );
  return out;
}

/** Every draft of a bank, written and table-made questions taken in turn so the types mix. */
export function bankDrafts(rng: Rng, bank: Bank): Draft[] {
  const written = bank.items.map((item) => itemDraft(rng, bank.rule, item));
  const made = [
    ...(bank.pairs ? pairDrafts(rng, bank.rule, bank.pairs) : []),
    ...(bank.groups ? groupDrafts(rng, bank.rule, bank.groups) : []),
  ];
  const out: Draft[] = [];
  for (let i = 0; i < Math.max(written.length, made.length); i++) {
    if (made[i]) out.push(made[i] as Draft);
    if (written[i]) out.push(written[i] as Draft);
  }
  return out;
}
