import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pretendMedia } from '@/testing/media';
import { renderWithApp } from '@/testing/render';
import { TOUCH_SCREEN } from '@/shared/ui/touch';
import { BlanksInput } from '../inputs/blanks-input';
import { numeric } from '../inputs/basic-fixtures';
import { controlled } from '../inputs/controlled';
import { blanks, fractions } from '../inputs/fill-fixtures';
import { FractionInput } from '../inputs/fraction-input';
import { NumericInput } from '../inputs/numeric-input';
import { fillText } from '../inputs/strings-fill';
import { keypadText as t } from './strings';
import { forgetKeyboard } from './use-keypad';

const Numeric = controlled(NumericInput);
const Fraction = controlled(FractionInput);
const Blanks = controlled(BlanksInput);

const pad = () => screen.queryByRole('group', { name: t.pad });
const key = (name: string) => within(screen.getByRole('group', { name: t.pad })).getByRole('button', { name });

/** Taps keys of the pad, as a finger does (a pointer, then a click). */
async function tap(user: ReturnType<typeof userEvent.setup>, ...names: string[]) {
  for (const name of names) await user.click(key(name));
}

function renderNumeric(picked: (typeof numeric)[keyof typeof numeric], disabled = false) {
  const onChange = vi.fn();
  renderWithApp(<Numeric question={picked.question} value={null} onChange={onChange} disabled={disabled} />);
  return { onChange, user: userEvent.setup(), box: screen.getByRole('textbox') };
}

describe('the keypad on a touch screen', () => {
  let undo = () => {};
  beforeEach(() => {
    undo = pretendMedia((query) => query === TOUCH_SCREEN);
  });
  afterEach(() => {
    undo();
    forgetKeyboard();
  });

  it('types «۳٫۵» into a decimal box, sent as if typed, the focus left in the box', async () => {
    const { onChange, user, box } = renderNumeric(numeric.tenths);
    expect(box).toHaveAttribute('inputmode', 'none');
    await user.click(box);
    await tap(user, '۳', t.decimal, '۵');
    expect(box).toHaveValue('۳٫۵');
    expect(box).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith({ type: 'numeric', number: '3.5' });
  });

  it('erases before the caret and types at it', async () => {
    const { onChange, user, box } = renderNumeric(numeric.tenths);
    await tap(user, '۳', t.decimal, '۵', t.erase);
    expect(box).toHaveValue('۳٫');
    expect(onChange).toHaveBeenLastCalledWith(null);
    (box as HTMLInputElement).setSelectionRange(0, 0);
    await tap(user, '۱');
    expect(box).toHaveValue('۱۳٫');
    await tap(user, t.erase, t.erase);
    expect(box).toHaveValue('۳٫');
  });

  it('offers «٫» only when the answer may have decimals, and the minus a numeric box takes', async () => {
    const { onChange, user } = renderNumeric(numeric.people);
    expect(within(pad()!).queryByRole('button', { name: t.decimal })).not.toBeInTheDocument();
    await tap(user, t.minus, '۲', '۸');
    expect(onChange).toHaveBeenLastCalledWith({ type: 'numeric', number: '-28' });
    expect(
      within(pad()!)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['۱', '۲', '۳', '۴', '۵', '۶', '۷', '۸', '۹', '۰', t.erase, t.minus]);
  });

  it('switches between a mixed number’s boxes and fills the one chosen', async () => {
    const onChange = vi.fn();
    renderWithApp(<Fraction question={fractions.mixed.question} value={null} onChange={onChange} />);
    const user = userEvent.setup();
    const choose = (name: string) => within(screen.getByRole('group', { name: t.boxes })).getByRole('button', { name });
    expect(choose(fillText.whole)).toHaveAttribute('aria-pressed', 'true');
    expect(within(pad()!).queryByRole('button', { name: t.decimal })).not.toBeInTheDocument();
    expect(within(pad()!).queryByRole('button', { name: t.minus })).not.toBeInTheDocument();
    await tap(user, '۱');
    await user.click(choose(fillText.numerator));
    expect(screen.getByRole('textbox', { name: fillText.numerator })).toHaveFocus();
    expect(choose(fillText.numerator)).toHaveAttribute('aria-pressed', 'true');
    expect(choose(fillText.whole)).toHaveAttribute('aria-pressed', 'false');
    await tap(user, '۲');
    await user.click(choose(fillText.denominator));
    await tap(user, '۹');
    expect(screen.getByRole('textbox', { name: fillText.whole })).toHaveValue('۱');
    expect(screen.getByRole('textbox', { name: fillText.numerator })).toHaveValue('۲');
    expect(screen.getByRole('textbox', { name: fillText.denominator })).toHaveValue('۹');
    expect(onChange).toHaveBeenLastCalledWith({ type: 'fraction', whole: 1, numerator: 2, denominator: 9 });
    // A box tapped directly is the one the keys fill next.
    await user.click(screen.getByRole('textbox', { name: fillText.whole }));
    expect(choose(fillText.whole)).toHaveAttribute('aria-pressed', 'true');
    await tap(user, '۰');
    expect(screen.getByRole('textbox', { name: fillText.whole })).toHaveValue('۱۰');
  });

  it('fills the number blank last tapped, the first at the start', async () => {
    const onChange = vi.fn();
    renderWithApp(<Blanks question={blanks.multiplication.question} value={null} onChange={onChange} />);
    const user = userEvent.setup();
    const [first, second] = screen.getAllByRole('textbox');
    await tap(user, '۲', '۶', '۴');
    expect(first).toHaveValue('۲۶۴');
    await user.click(second!);
    await tap(user, '۲', '۶', '۴', '۰');
    expect(second).toHaveValue('۲۶۴۰');
    expect(onChange).toHaveBeenLastCalledWith({
      type: 'blanks',
      values: [
        { blank_id: 'a', text: '264' },
        { blank_id: 'b', text: '2640' },
      ],
    });
    expect(within(pad()!).getByRole('button', { name: t.decimal })).toBeVisible();
  });

  it('leaves a word blank its own keyboard, and shows no pad for words only', async () => {
    const [word, number] = blanks.words.question.parts;
    const question = {
      ...blanks.words.question,
      parts: [word!, { ...number!, blank: { ...number!.blank!, input: 'number' as const } }],
    };
    const { unmount } = renderWithApp(<Blanks question={question} value={null} onChange={vi.fn()} />);
    const [wordBox, numberBox] = screen.getAllByRole('textbox');
    expect(wordBox).toHaveAttribute('inputmode', 'text');
    expect(numberBox).toHaveAttribute('inputmode', 'none');
    await tap(userEvent.setup(), '۷');
    expect(numberBox).toHaveValue('۷');
    unmount();
    renderWithApp(<Blanks question={blanks.words.question} value={null} onChange={vi.fn()} />);
    expect(pad()).not.toBeInTheDocument();
  });

  it('goes away for good after a key of a hardware keyboard, and typing goes on', async () => {
    const { onChange, user, box } = renderNumeric(numeric.tenths);
    // A phone's own keyboard composing says «Unidentified» (229): the pad stays.
    fireEvent.keyDown(box, { key: 'Unidentified', keyCode: 229 });
    expect(pad()).toBeInTheDocument();
    await user.click(box);
    await user.keyboard('4');
    expect(pad()).not.toBeInTheDocument();
    expect(box).toHaveAttribute('inputmode', 'decimal');
    expect(box).toHaveFocus();
    await user.keyboard('.5');
    expect(box).toHaveValue('۴.۵');
    expect(onChange).toHaveBeenLastCalledWith({ type: 'numeric', number: '4.5' });
    // Another question later in the visit: still none.
    renderWithApp(<Fraction question={fractions.intro.question} value={null} onChange={vi.fn()} />);
    expect(pad()).not.toBeInTheDocument();
  });

  it('is not there once the answer is read-only', () => {
    const { box } = renderNumeric(numeric.tenths, true);
    expect(pad()).not.toBeInTheDocument();
    expect(box).toHaveAttribute('inputmode', 'decimal');
  });
});

describe('the keypad without a touch screen', () => {
  it('is not there, and the phone’s own keyboard is asked for', () => {
    const { box } = renderNumeric(numeric.tenths);
    expect(pad()).not.toBeInTheDocument();
    expect(box).toHaveAttribute('inputmode', 'decimal');
    renderWithApp(<Fraction question={fractions.intro.question} value={null} onChange={vi.fn()} />);
    expect(pad()).not.toBeInTheDocument();
  });
});
