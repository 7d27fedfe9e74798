import { Box, Group, Stack, Text, TextInput } from '@mantine/core';
import { useId, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import type { NumericAnswerValue } from '@/api/generated/model';
import { parseTypedNumber, toPersianDigits } from '@/shared/digits';
import { Keypad } from '../keypad/keypad';
import { useKeypad } from '../keypad/use-keypad';
import type { AnswerInputProps } from '../types';
import { useGivenMark } from './answer-owner';
import { AnswerMark } from './basic-marks';
import { basicMarks, numericText } from './strings-basic';

/** A number as the contract sends it, shown in Persian digits with «٫» ('-12.5' → «-۱۲٫۵»). */
export function showNumber(number: string): string {
  return toPersianDigits(number.replace('.', '٫'));
}

/** Why the text is not a sendable number, in a gentle Persian hint. */
function hintFor(typed: string, decimals: number): string {
  if (decimals === 0 && /[.٫]/.test(typed)) return numericText.wholeOnly;
  if (parseTypedNumber(typed, Infinity) !== null) return numericText.maxDecimals(decimals);
  return numericText.numberOnly;
}

/** The same number however written ('12.50' and '12.5'), as the server judges it. */
const sameNumber = (a: string, b: string) => Number(a) === Number(b);

/**
 * A numeric answer: a box taking Persian, Arabic-Indic or Latin digits, «٫» or «.» (when the question
 * has decimals) and a leading minus, with the unit after it. The box keeps what the child typed (its
 * digits shown Persian); `onChange` gets Latin digits with '.', or null with a hint after blur.
 * On a touch screen the on-screen keypad under the box types into it (the minus key too: the box
 * takes one, and a question never says its answer is not negative).
 */
export function NumericInput({
  question,
  value,
  onChange,
  disabled = false,
  correct,
  label,
}: AnswerInputProps<'numeric'>) {
  const { decimals, unit } = question;
  const [typed, setTyped] = useState(() => (value ? showNumber(value.number) : ''));
  const [hintShown, setHintShown] = useState(false);
  // A new value from outside (another question, a reset) replaces the text unless it says the same.
  const incoming = value?.number ?? null;
  const [seen, setSeen] = useState(incoming);
  if (incoming !== seen) {
    setSeen(incoming);
    if (incoming !== parseTypedNumber(typed, decimals)) setTyped(incoming === null ? '' : showNumber(incoming));
  }

  // Turning a typed Latin digit Persian rewrites the box, which would send the caret to its end.
  const inputRef = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caret.current === null) return;
    inputRef.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [typed]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = toPersianDigits(event.currentTarget.value);
    caret.current = event.currentTarget.selectionStart;
    setTyped(text);
    const number = parseTypedNumber(text, decimals);
    if (number !== null) setHintShown(false);
    onChange(number === null ? null : { type: 'numeric', number });
  };

  const pad = useKeypad(disabled);
  const boxId = useId();
  const parsed = parseTypedNumber(typed, decimals);
  const hint = hintShown && parsed === null && !disabled ? hintFor(typed, decimals) : null;
  const name = label ?? question.prompt;

  return (
    <Stack gap="md">
      <TextInput
        ref={inputRef}
        id={boxId}
        value={typed}
        onChange={handleChange}
        onBlur={() => setHintShown(typed.trim() !== '')}
        readOnly={disabled}
        aria-label={unit ? numericText.withUnit(name, unit) : name}
        inputMode={pad.inputMode('decimal')}
        onKeyDown={pad.onKeyDown}
        autoComplete="off"
        dir="ltr"
        size="lg"
        error={hint}
        description={correct ? <NumericResult mine={value} correct={correct} unit={unit} /> : undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        inputContainer={(box) => (
          <Group gap="sm" wrap="nowrap">
            {box}
            {unit && (
              <Text size="lg" fw={500}>
                {unit}
              </Text>
            )}
          </Group>
        )}
        styles={{
          wrapper: { width: '11rem', flex: 'none' },
          input: { textAlign: 'right', fontWeight: 600 },
          description: { display: 'flex', flexWrap: 'wrap', gap: 'var(--mantine-spacing-md)', marginTop: 6 },
          error: { fontSize: 'var(--mantine-font-size-md)' },
        }}
      />
      {pad.shown && <Keypad target={boxId} decimal={decimals > 0} minus />}
    </Stack>
  );
}

interface NumericResultProps {
  mine: NumericAnswerValue | null;
  correct: NumericAnswerValue;
  unit: string | null;
}

/** Under the box: the child's answer marked right or wrong, and the right value in words when it differs. */
function NumericResult({ mine, correct, unit }: NumericResultProps) {
  const given = useGivenMark();
  const right = mine !== null && sameNumber(mine.number, correct.number);
  if (right) return <AnswerMark right>{basicMarks.right}</AnswerMark>;
  return (
    <>
      {mine && given && <AnswerMark right={false}>{given}</AnswerMark>}
      <AnswerMark right>
        {basicMarks.rightValue}{' '}
        <Box component="bdi" dir="ltr">
          {showNumber(correct.number)}
        </Box>
        {unit && ` ${unit}`}
      </AnswerMark>
    </>
  );
}
