import { ActionIcon, Popover, TextInput, VisuallyHidden, type TextInputProps } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { LineIcon } from '@/shared/ui/line-icon';
import { formatJalaliInput, readTypedDate, type TypedDateProblem } from './jalali';
import { JalaliCalendar } from './jalali-calendar';
import { dateInputText as t } from './strings';

export interface JalaliDateInputProps extends Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'rightSection' | 'rightSectionWidth'
> {
  /** The day as 'YYYY-MM-DD' (Gregorian, as the contract sends it) or null; omit for an uncontrolled field. */
  value?: string | null;
  /** The first day of an uncontrolled field; default null. */
  defaultValue?: string | null;
  /** Called with the new day ('YYYY-MM-DD') or null (emptied, or a typed date that cannot be taken). */
  onChange?: (value: string | null) => void;
  /** The first day allowed ('YYYY-MM-DD'); earlier days are disabled and refused when typed. Default none. */
  minDate?: string;
  /** The last day allowed ('YYYY-MM-DD'); later days are disabled and refused when typed. Default none. */
  maxDate?: string;
}

function problemText(problem: TypedDateProblem, minDate?: string, maxDate?: string): string {
  if (problem === 'tooEarly') return t.tooEarly(formatJalaliInput(minDate));
  if (problem === 'tooLate') return t.tooLate(formatJalaliInput(maxDate));
  return t.invalid;
}

/**
 * A date field shown and typed in Jalali («۱۴۰۵/۰۹/۰۲», any digit set, / or -), with a calendar
 * button opening a Jalali month grid. Works with @mantine/form's `getInputProps` (value in and out
 * is 'YYYY-MM-DD' or null); a typed date that cannot be taken keeps its text, says why and gives null.
 */
export function JalaliDateInput({
  value,
  defaultValue,
  onChange,
  minDate,
  maxDate,
  error,
  label,
  disabled,
  onBlur,
  onKeyDown,
  ...props
}: JalaliDateInputProps) {
  const [current, setCurrent] = useUncontrolled<string | null>({ value, defaultValue, finalValue: null, onChange });
  const [text, setText] = useState(() => formatJalaliInput(current));
  // The value `text` stands for: a new value from outside (a form reset) replaces the text.
  const [shown, setShown] = useState(current);
  const [problem, setProblem] = useState<TypedDateProblem | null>(null);
  const [opened, setOpened] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();

  if (current !== shown) {
    setShown(current);
    setText(formatJalaliInput(current));
    setProblem(null);
  }

  const take = (next: string | null) => {
    setShown(next);
    if (next !== current) setCurrent(next);
  };

  const commit = () => {
    const read = readTypedDate(text, { minDate, maxDate });
    setProblem(read.problem);
    // What was typed stays on screen when it cannot be taken, so it can be corrected.
    if (!read.problem) setText(formatJalaliInput(read.value));
    take(read.value);
  };

  const pick = (day: string) => {
    setProblem(null);
    setText(formatJalaliInput(day));
    take(day);
    setOpened(false);
    inputRef.current?.focus();
  };

  const fieldName = typeof label === 'string' ? label : undefined;

  return (
    <TextInput
      ref={inputRef}
      label={label}
      disabled={disabled}
      placeholder={t.placeholder}
      autoComplete="off"
      styles={{ input: { minHeight: 44 } }}
      {...props}
      value={text}
      error={problem ? problemText(problem, minDate, maxDate) : error}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        commit();
        onBlur?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') commit();
        onKeyDown?.(event);
      }}
      rightSectionWidth={48}
      rightSection={
        <Popover
          opened={opened}
          onChange={setOpened}
          position="bottom-end"
          trapFocus
          returnFocus={false}
          shadow="md"
          // Mantine hides a dropdown whose target it judges clipped; inside the app's shell that judged
          // the open calendar hidden (display: none) while focus was trapped in it. It is a dialog: it stays.
          hideDetached={false}
        >
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              size={44}
              disabled={disabled}
              aria-label={t.openCalendar(fieldName)}
              onClick={() => setOpened((was) => !was)}
            >
              <LineIcon size={22} box={24} strokeWidth={2}>
                <path d="M4 7h16v13H4zM4 11h16M8 4v5M16 4v5" />
              </LineIcon>
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown
            p="xs"
            aria-labelledby={titleId}
            onKeyDown={(event) => {
              // Escape closes (Mantine) and, as the date-picker pattern asks, goes back to the field.
              if (event.key === 'Escape') inputRef.current?.focus();
            }}
          >
            <VisuallyHidden id={titleId}>{t.calendar(fieldName)}</VisuallyHidden>
            <JalaliCalendar value={current} onPick={pick} minDate={minDate} maxDate={maxDate} />
          </Popover.Dropdown>
        </Popover>
      }
    />
  );
}
