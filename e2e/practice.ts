import type { Page } from '@playwright/test';
import { questionByKey } from '../mocks/world/curriculum/index.ts';
import type { AnswerValue, QuestionRec } from '../mocks/world/curriculum/types.ts';

/** The practice screens' words the tests press and read. */
export { runText } from '@/shared/practice/run/strings';
export { feedbackText } from '@/shared/practice/feedback/strings';

const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
/** What a child types on a Persian keyboard. */
export const persianDigits = (value: string) => value.replace(/\d/g, (d) => PERSIAN[Number(d)]!);

/** The question on screen, from the address (the server keeps the keys; the curriculum is the test's oracle). */
export function questionOnScreen(page: Page): QuestionRec {
  const key = new URL(page.url()).pathname.split('/').pop() ?? '';
  const question = questionByKey(key);
  if (!question) throw new Error(`No question ${key} in the curriculum`);
  return question;
}

/** A surely wrong numeric answer. */
export const wrongNumber = (answer: Extract<AnswerValue, { type: 'numeric' }>) => String(Number(answer.number) + 1);

/** The types the UI helpers can answer by typing and tapping. */
export const answerable = (question: QuestionRec) =>
  ['numeric', 'multiple_choice', 'true_false', 'blanks', 'short_answer', 'matching', 'ordering'].includes(
    question.answer.type,
  );

/** Gives `answer` through the screen's inputs, as a child would, numbers in Persian digits. */
export async function answerInUi(page: Page, question: QuestionRec, answer: AnswerValue) {
  const main = page.getByRole('main');
  switch (answer.type) {
    case 'numeric':
      await main.getByRole('textbox').fill(persianDigits(answer.number));
      return;
    case 'multiple_choice': {
      const body = question.question as { choices: { id: string }[] };
      await main
        .getByRole('radio')
        .nth(body.choices.findIndex((c) => c.id === answer.choice_id))
        .click();
      return;
    }
    case 'true_false':
      await main
        .getByRole('radio')
        .nth(answer.value ? 0 : 1)
        .click();
      return;
    case 'blanks': {
      const boxes = main.getByRole('textbox');
      const parts = (question.question as { parts: { blank: { id: string } | null }[] }).parts;
      const ids = parts.flatMap((p) => (p.blank ? [p.blank.id] : []));
      for (const [i, id] of ids.entries()) {
        const text = answer.values.find((v) => v.blank_id === id)?.text ?? '';
        await boxes.nth(i).fill(persianDigits(text));
      }
      return;
    }
    case 'short_answer':
      await main.getByRole('textbox').fill(answer.text);
      return;
    case 'matching': {
      // Tap-to-pair, as on a phone: an item of the first column, then its partner in the second.
      const body = question.question as { left: { id: string; text: string }[]; right: { id: string; text: string }[] };
      const column = (name: string) => main.getByRole('group', { name });
      for (const pair of answer.pairs) {
        const left = body.left.find((c) => c.id === pair.left_id)!.text;
        const right = body.right.find((c) => c.id === pair.right_id)!.text;
        await column('ستون اول').getByRole('button', { name: left }).click();
        await column('ستون دوم').getByRole('button', { name: right }).click();
      }
      return;
    }
    case 'ordering': {
      // With the «up» buttons: each item in turn climbs to its place.
      const items = (question.question as { items: { id: string; text: string }[] }).items;
      const ups = main.getByRole('button', { name: /را یک خانه بالا ببر$/ });
      for (const [place, id] of answer.order.entries()) {
        const text = items.find((item) => item.id === id)!.text;
        const up = `«${text}» را یک خانه بالا ببر`;
        for (;;) {
          const names = await ups.evaluateAll((buttons) =>
            buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent),
          );
          if (names.indexOf(up) <= place) break;
          await main.getByRole('button', { name: up, exact: true }).click();
        }
      }
      return;
    }
    default:
      throw new Error(`answerInUi cannot give a ${answer.type} answer`);
  }
}

/** A wrong answer of the same type (for the types answerInUi gives). */
export function wrongAnswer(question: QuestionRec): AnswerValue {
  const key = question.answer;
  switch (key.type) {
    case 'numeric':
      return { ...key, number: wrongNumber(key) };
    case 'multiple_choice': {
      const ids = (question.question as { choices: { id: string }[] }).choices.map((c) => c.id);
      return { ...key, choice_id: ids.find((id) => id !== key.choice_id)! };
    }
    case 'true_false':
      return { ...key, value: !key.value };
    case 'blanks':
      return { ...key, values: key.values.map((v) => ({ ...v, text: `${v.text}9` })) };
    case 'short_answer':
      return { ...key, text: 'نمی‌دانم' };
    case 'matching':
      return {
        ...key,
        pairs: key.pairs.map((pair, i) => ({ ...pair, right_id: key.pairs[(i + 1) % key.pairs.length]!.right_id })),
      };
    default:
      return key;
  }
}
