import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import type { AnswerInputProps } from '../types';
import { compareNumbers, compareNumbersWrong } from './arrange-fixtures';
import { OrderingInput } from './ordering-input';
import { arrangeMarks, orderingText as t } from './strings-arrange';
import { controlled } from './controlled';

type Props = AnswerInputProps<'ordering'>;
const { question } = compareNumbers;

const Controlled = controlled(OrderingInput);

function setup(props: Partial<Props> = {}) {
  const onChange = vi.fn();
  renderWithApp(<Controlled question={question} value={null} onChange={onChange} {...props} />);
  return { onChange, user: userEvent.setup() };
}

const cards = () => within(screen.getAllByRole('list')[0]!).getAllByRole('listitem');
const cardTexts = () => cards().map((card) => card.textContent);

describe('OrderingInput', () => {
  it('shows the shuffled items numbered in Persian digits and sends nothing until the child acts', () => {
    const { onChange } = setup();
    expect(screen.getByRole('group', { name: question.prompt })).toBeInTheDocument();
    expect(cardTexts()).toEqual(['۱۱۷۰٬۶۹۲', '۲۱۷۰٬۶۲۰', '۳۱۷۰٬۲۹۶', '۴۱۶۰٬۷۹۲']);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('moves a card with «پایین» and «بالا», sending the whole order each time and saying where it went', async () => {
    const { onChange, user } = setup();
    await user.click(screen.getByRole('button', { name: t.down('۱۷۰٬۶۹۲') }));
    expect(onChange).toHaveBeenLastCalledWith({ type: 'ordering', order: ['b', 'a', 'c', 'd'] });
    expect(cardTexts()[1]).toBe('۲۱۷۰٬۶۹۲');
    expect(screen.getByText(t.movedTo('۱۷۰٬۶۹۲', 1, 4))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.up('۱۶۰٬۷۹۲') }));
    expect(onChange).toHaveBeenLastCalledWith({ type: 'ordering', order: ['b', 'a', 'd', 'c'] });
    expect(screen.queryByRole('button', { name: t.confirm })).not.toBeInTheDocument();
  });

  it('keeps focus on the moved card when its button turns disabled at the end of the list', async () => {
    const { user } = setup();
    const down = screen.getByRole('button', { name: t.down('۱۷۰٬۲۹۶') });
    await user.click(down);
    expect(down).toBeDisabled();
    expect(screen.getByRole('button', { name: t.up('۱۷۰٬۲۹۶') })).toHaveFocus();
    const up = screen.getByRole('button', { name: t.up('۱۷۰٬۶۲۰') });
    await user.click(up);
    expect(screen.getByRole('button', { name: t.down('۱۷۰٬۶۲۰') })).toHaveFocus();
  });

  it('sends nothing for a keyboard drag put down where it began', async () => {
    // jsdom measures every card as 0×0, so dnd-kit cannot move one here: moves by keyboard are
    // played in real Chromium by the KeyboardDrag story.
    const { onChange, user } = setup();
    screen.getByRole('button', { name: t.handle('۱۷۰٬۶۹۲') }).focus();
    await user.keyboard(' ');
    expect(screen.getByText(t.drag.picked('۱۷۰٬۶۹۲', 0, 4))).toBeInTheDocument();
    await user.keyboard(' ');
    expect(screen.getByText(t.drag.dropped('۱۷۰٬۶۹۲', 0, 4))).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('sends the order as shown when the child confirms it', async () => {
    const { onChange, user } = setup();
    await user.click(screen.getByRole('button', { name: t.confirm }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ type: 'ordering', order: ['a', 'b', 'c', 'd'] });
    expect(screen.getByText(t.confirmed)).toBeInTheDocument();
  });

  it('shows a given answer in its order, and ignores one that does not name these items', () => {
    setup({ value: compareNumbersWrong });
    expect(cardTexts()[0]).toBe('۱۱۷۰٬۲۹۶');
    expect(screen.queryByRole('button', { name: t.confirm })).not.toBeInTheDocument();
  });

  it('falls back to the shuffled order for an answer of another question', () => {
    setup({ value: { type: 'ordering', order: ['x', 'y', 'z'] } });
    expect(cardTexts()[0]).toBe('۱۱۷۰٬۶۹۲');
  });

  it('offers no handle or button when disabled, and takes the name it is given', () => {
    setup({ disabled: true, label: 'پاسخ پرسش ۸' });
    expect(screen.getByRole('group', { name: 'پاسخ پرسش ۸' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByText(t.instructions)).not.toBeInTheDocument();
  });

  it('marks each card right or wrong in words, with where a wrong one belongs, and shows the right order', () => {
    setup({ value: compareNumbersWrong, disabled: true, correct: compareNumbers.correct });
    const [first, second, third] = cards();
    expect(first).toHaveTextContent(`${arrangeMarks.wrong}، ${t.belongsAt(1)}`);
    expect(second).toHaveTextContent(`${arrangeMarks.wrong}، ${t.belongsAt(0)}`);
    expect(third).toHaveTextContent(arrangeMarks.right);
    const right = screen.getByRole('region', { name: t.rightOrder });
    expect(
      within(right)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['۱۱۶۰٬۷۹۲', '۲۱۷۰٬۲۹۶', '۳۱۷۰٬۶۲۰', '۴۱۷۰٬۶۹۲']);
  });

  it('shows no second list when every card is right', () => {
    setup({ value: compareNumbers.correct, disabled: true, correct: compareNumbers.correct });
    expect(screen.getAllByText(arrangeMarks.right)).toHaveLength(4);
    expect(screen.queryByRole('region', { name: t.rightOrder })).not.toBeInTheDocument();
  });

  it('says no order was sent when time ran out before any move', () => {
    setup({ disabled: true, correct: compareNumbers.correct });
    expect(screen.getByText(t.noAnswer)).toBeInTheDocument();
    expect(screen.queryByText(arrangeMarks.wrong)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: t.rightOrder })).toBeInTheDocument();
  });
});
