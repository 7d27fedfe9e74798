import { UnstyledButton } from '@mantine/core';
import { useRef, type CSSProperties, type SyntheticEvent } from 'react';
import { toPersianDigits } from '@/shared/digits';
import classes from './keypad.module.css';
import { keypadText as t } from './strings';
import { eraseIn, focusAtEnd, typeInto } from './type-into';

export interface KeypadBox {
  /** The box's Persian name, as its own accessible name says it. */
  name: string;
  /** The keys write into this box now. */
  active: boolean;
  /** The box's element id: tapping its name focuses it. */
  id: string;
}

export interface KeypadProps {
  /** The element id of the box the keys write into: the one focused, or the one last focused. */
  target: string;
  /** Offers «٫» (default false): only where the box takes a decimal point. */
  decimal?: boolean;
  /** Offers «−» (default false): only where the box takes a minus. */
  minus?: boolean;
  /** A fraction's boxes to switch between, in Tab order, laid out left to right as the fraction (default none). */
  boxes?: readonly KeypadBox[];
}

/** An answer box of the page by its id (ids, not refs: the boxes belong to the input that draws them). */
function boxById(id: string): HTMLInputElement | null {
  const element = document.getElementById(id);
  return element instanceof HTMLInputElement ? element : null;
}

// A key never takes the focus: the box keeps its caret and the phone's keyboard stays shut.
const keepFocus = (event: SyntheticEvent) => event.preventDefault();

/** Where a key sits: a phone's dial pad, ۱ ۲ ۳ on top, ۰ under ۸, the actions in the fourth column. */
const at = (row: number, column: number): CSSProperties => ({ gridRow: row, gridColumn: column });
const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => ({
  digit: toPersianDigits(String(d)),
  place: at(Math.ceil(d / 3), ((d - 1) % 3) + 1),
}));

/**
 * The on-screen number keypad of an answer box on a touch screen, in the page under the box (never
 * over the question or the send button). Each key types into the box as a keystroke would, so the
 * box cleans, shows and sends what the child tapped exactly as what it typed.
 */
export function Keypad({ target, decimal = false, minus = false, boxes }: KeypadProps) {
  const pad = useRef<HTMLDivElement>(null);

  const press = (act: (box: HTMLInputElement) => void) => () => {
    const box = boxById(target);
    if (!box || box.readOnly) return;
    // A box that lost the focus (a tap on the question) takes it back, its caret at the end; a key
    // focused from a keyboard or a screen reader keeps it.
    const focused = box.ownerDocument.activeElement;
    if (focused !== box && !pad.current?.contains(focused)) focusAtEnd(box);
    act(box);
  };

  const key = (text: string, place: CSSProperties, act: (box: HTMLInputElement) => void, name?: string) => (
    <UnstyledButton
      key={text}
      type="button"
      className={name ? `${classes.key} ${classes.action}` : classes.key}
      style={place}
      aria-label={name}
      onPointerDown={keepFocus}
      onMouseDown={keepFocus}
      onClick={press(act)}
    >
      {text}
    </UnstyledButton>
  );

  return (
    <div ref={pad} role="group" aria-label={t.pad} className={classes.pad}>
      {boxes && (
        // Left to right as the fraction itself (FractionStack): the whole part's name on the left, as
        // its box is, then the numerator's and the denominator's, in Tab order.
        <div role="group" aria-label={t.boxes} dir="ltr" className={classes.boxes}>
          {boxes.map(({ name, active, id }) => (
            <UnstyledButton
              key={name}
              type="button"
              className={classes.box}
              aria-pressed={active}
              onPointerDown={keepFocus}
              onMouseDown={keepFocus}
              onClick={() => {
                const box = boxById(id);
                if (box) focusAtEnd(box);
              }}
            >
              {name}
            </UnstyledButton>
          ))}
        </div>
      )}
      <div dir="ltr" className={classes.keys}>
        {DIGITS.map(({ digit, place }) => key(digit, place, (box) => typeInto(box, digit)))}
        {key(toPersianDigits('0'), at(4, 2), (box) => typeInto(box, toPersianDigits('0')))}
        {key(t.glyphs.erase, at(1, 4), eraseIn, t.erase)}
        {minus && key(t.glyphs.minus, at(2, 4), (box) => typeInto(box, '-'), t.minus)}
        {decimal && key(t.glyphs.decimal, at(3, 4), (box) => typeInto(box, t.glyphs.decimal), t.decimal)}
      </div>
    </div>
  );
}
