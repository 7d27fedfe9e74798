import { Input } from '@mantine/core';
import type { ChangeEvent, KeyboardEventHandler } from 'react';

export interface FillBoxProps {
  /** The text shown, as `clean` gave it. */
  text: string;
  /** Called with the cleaned text on every keystroke. */
  onText: (text: string) => void;
  /** The box's accessible Persian name. */
  label: string;
  /** Width in characters (default 3); never narrower than a 48 px touch target. */
  width?: number;
  /** Keeps what the box accepts and shows it, character by character (default: the text as typed). */
  clean?: (typed: string) => string;
  /** The keyboard a phone shows (default 'text'; 'none' while the on-screen keypad writes into it). */
  inputMode?: 'numeric' | 'decimal' | 'text' | 'none';
  /** Read-only, after an answer is sent (default false). */
  readOnly?: boolean;
  /** The box holds something that cannot be sent, e.g. a zero denominator (default false). */
  invalid?: boolean;
  /** Id of the text that explains the box: an error or a verdict (default none). */
  describedBy?: string;
  /** After a verdict: a red or green border beside its mark (default none). */
  verdict?: 'right' | 'wrong';
  /** Longest text (default 40, the contract's limit for a blank). */
  maxLength?: number;
  /** The box's element id, for the keypad that writes into it (default: Mantine's own). */
  id?: string;
  /** Called when the box takes the focus (default none). */
  onFocus?: () => void;
  /** Called on each key pressed in the box (default none). */
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
}

const asTyped = (typed: string) => typed;

/** A small answer box: big centred text, at least 48 × 48 px, whatever the child types cleaned as it comes. */
export function FillBox({
  text,
  onText,
  label,
  width = 3,
  clean = asTyped,
  inputMode = 'text',
  readOnly = false,
  invalid = false,
  describedBy,
  verdict,
  maxLength = 40,
  id,
  onFocus,
  onKeyDown,
}: FillBoxProps) {
  function change(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const shown = clean(input.value);
    if (shown !== input.value) {
      // Written back at once with the caret where the child was typing (React would move it to the end).
      const caret = clean(input.value.slice(0, input.selectionStart ?? input.value.length)).length;
      input.value = shown;
      input.setSelectionRange(caret, caret);
    }
    onText(shown);
  }

  return (
    <Input
      withAria={false}
      // Mantine's `id` goes on only with its own aria attributes (which would drop aria-describedby).
      attributes={id ? { input: { id } } : undefined}
      aria-label={label}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      error={invalid || verdict === 'wrong'}
      value={text}
      onChange={change}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      readOnly={readOnly}
      inputMode={inputMode}
      dir={inputMode === 'text' ? undefined : 'ltr'}
      maxLength={maxLength}
      autoComplete="off"
      spellCheck={false}
      w={`max(48px, calc(${width}ch + 22px))`}
      display="inline-block"
      styles={{
        input: {
          height: 48,
          minHeight: 48,
          fontSize: 20,
          fontWeight: 700,
          textAlign: 'center',
          paddingInline: 8,
          ...(readOnly && { backgroundColor: 'var(--mantine-color-gray-0)' }),
          ...(verdict === 'right' && { borderColor: 'var(--mantine-color-teal-9)', borderWidth: 2 }),
          ...(verdict === 'wrong' && { borderWidth: 2 }),
        },
      }}
    />
  );
}
