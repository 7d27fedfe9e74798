import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import type { AnswerInputProps } from '../types';
import { placeValue } from './arrange-fixtures';
import { MatchingInput } from './matching-input';
import { arrangeMarks, matchingText as t } from './strings-arrange';
import { controlled } from './controlled';

type Props = AnswerInputProps<'matching'>;
const { question } = placeValue;

const Controlled = controlled(MatchingInput);

function setup(props: Partial<Props> = {}) {
  const onChange = vi.fn();
  renderWithApp(<Controlled question={question} value={null} onChange={onChange} {...props} />);
  return { onChange, user: userEvent.setup() };
}

/** A card by its text, whatever its pair adds to its name. */
const card = (text: string) =>
  screen.getByRole('button', { name: (name) => name === text || name.startsWith(`${text} (`) });
const paired = (text: string, pair: number, partner: string) => `${text} ${t.pairedWith(pair, partner)}`;
const all = { type: 'matching', pairs: placeValue.correct.pairs } as const;

describe('MatchingInput', () => {
  it('shows both columns as labelled groups of buttons and sends nothing at first', () => {
    const { onChange } = setup();
    expect(screen.getByRole('group', { name: question.prompt })).toBeInTheDocument();
    const first = screen.getByRole('group', { name: t.firstColumn });
    expect(
      within(first)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['رقم ۹', 'رقم ۲', 'رقم ۵']);
    expect(within(screen.getByRole('group', { name: t.secondColumn })).getAllByRole('button')).toHaveLength(3);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('pairs a left and a right card, numbered in Persian digits, and sends null until every left card has a partner', async () => {
    const { onChange, user } = setup();
    await user.click(card('رقم ۹'));
    expect(card('رقم ۹')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(t.selected('رقم ۹'))).toBeInTheDocument();
    await user.click(card('۹۰۰٬۰۰۰'));
    expect(card('رقم ۹')).toHaveAccessibleName(paired('رقم ۹', 0, '۹۰۰٬۰۰۰'));
    expect(card('۹۰۰٬۰۰۰')).toHaveAccessibleName(paired('۹۰۰٬۰۰۰', 0, 'رقم ۹'));
    expect(card('۹۰۰٬۰۰۰')).toHaveTextContent('۱');
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.click(card('۲۰۰۰'));
    await user.click(card('رقم ۲'));
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.click(card('رقم ۵'));
    await user.click(card('۵۰'));
    expect(onChange).toHaveBeenLastCalledWith(all);
    expect(screen.getByText(`${t.paired('رقم ۵', '۵۰')} ${t.allPaired}`)).toBeInTheDocument();
  });

  it('takes a pair apart when either card is tapped again, selecting that card for a new partner', async () => {
    const { onChange, user } = setup({ value: all });
    await user.click(card('۲۰۰۰'));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(card('رقم ۲')).toHaveAccessibleName('رقم ۲');
    expect(card('۲۰۰۰')).toHaveAttribute('aria-pressed', 'true');
    await user.click(card('رقم ۹'));
    // «رقم ۹» leaves «۹۰۰٬۰۰۰» for «۲۰۰۰»: one partner each.
    expect(card('رقم ۹')).toHaveAccessibleName(paired('رقم ۹', 0, '۲۰۰۰'));
    expect(card('۹۰۰٬۰۰۰')).toHaveAccessibleName('۹۰۰٬۰۰۰');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('lets a tapped card be untapped, or another of its column be chosen instead', async () => {
    const { user } = setup();
    await user.click(card('رقم ۹'));
    await user.click(card('رقم ۹'));
    expect(card('رقم ۹')).toHaveAttribute('aria-pressed', 'false');
    await user.click(card('۵۰'));
    await user.click(card('۲۰۰۰'));
    expect(card('۵۰')).toHaveAttribute('aria-pressed', 'false');
    expect(card('۲۰۰۰')).toHaveAttribute('aria-pressed', 'true');
  });

  it('works with Enter and Space alone', async () => {
    const { onChange, user } = setup();
    card('رقم ۵').focus();
    await user.keyboard('{Enter}');
    card('۵۰').focus();
    await user.keyboard(' ');
    expect(card('رقم ۵')).toHaveAccessibleName(paired('رقم ۵', 2, '۵۰'));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows a saved answer and ignores pairs naming cards it does not have', () => {
    setup({ value: { type: 'matching', pairs: [...placeValue.yours!.pairs, { left_id: 'z', right_id: 'a' }] } });
    expect(card('رقم ۹')).toHaveAccessibleName(paired('رقم ۹', 0, '۲۰۰۰'));
    expect(card('۵۰')).toHaveAccessibleName(paired('۵۰', 2, 'رقم ۵'));
  });

  it('shows cards, not buttons, when disabled, under the name it is given', () => {
    setup({ value: placeValue.yours, disabled: true, label: 'پاسخ پرسش ۵' });
    expect(screen.getByRole('group', { name: 'پاسخ پرسش ۵' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByText(t.instructions)).not.toBeInTheDocument();
  });

  it('marks each pair right or wrong in words and lists the right pairs', () => {
    setup({ value: placeValue.yours, disabled: true, correct: placeValue.correct });
    const first = screen.getByRole('group', { name: t.firstColumn });
    expect(within(first).getAllByText(arrangeMarks.wrong)).toHaveLength(2);
    expect(within(first).getAllByText(arrangeMarks.right)).toHaveLength(1);
    const right = screen.getByRole('region', { name: t.rightPairs });
    expect(
      within(right)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([t.correctPair('رقم ۹', '۹۰۰٬۰۰۰'), t.correctPair('رقم ۲', '۲۰۰۰'), t.correctPair('رقم ۵', '۵۰')]);
  });

  it('lists no right pairs when every pair is right', () => {
    setup({ value: all, disabled: true, correct: placeValue.correct });
    expect(screen.getAllByText(arrangeMarks.right)).toHaveLength(6);
    expect(screen.queryByRole('region', { name: t.rightPairs })).not.toBeInTheDocument();
  });

  it('says which left cards were left without a partner when time ran out', () => {
    setup({ disabled: true, correct: placeValue.correct });
    expect(screen.getAllByText(`${arrangeMarks.wrong}، ${t.unpaired}`)).toHaveLength(3);
  });
});
