import { TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ShortAnswerValue } from '@/api/generated/model';
import { toLatinDigits } from '@/shared/digits';
import type { AnswerInputProps } from '../types';
import { useGivenMark } from './answer-owner';
import { AnswerMark } from './basic-marks';
import { basicMarks, shortAnswerText } from './strings-basic';

/** The counter shows once a quarter (at least three letters) of the room is left. */
const nearLimit = (length: number, max: number) => max - length <= Math.max(3, Math.ceil(max / 4));

/**
 * A word or phrase as the server compares them: ي/ى and ك as ی and ک, no zero-width non-joiners,
 * spaces and digit sets ignored («کتاب ها» is «کتاب‌ها»).
 */
export function sameWords(a: string, b: string): boolean {
  const squash = (text: string) =>
    toLatinDigits(text.normalize('NFC'))
      .replace(/[يى]/g, 'ی')
      .replace(/ك/g, 'ک')
      .replace(/[\s\u200c]/g, '');
  return squash(a) !== '' && squash(a) === squash(b);
}

/**
 * A short answer (a word or phrase): a box that stops at the question's `max_length`, with a
 * Persian counter near the limit. `onChange` gets the text trimmed, or null while it is empty.
 */
export function ShortAnswerInput({
  question,
  value,
  onChange,
  disabled = false,
  correct,
  label,
}: AnswerInputProps<'short_answer'>) {
  const max = question.max_length;
  const [typed, setTyped] = useState(value?.text ?? '');
  // A new value from outside (another question, a reset) replaces the text unless it says the same.
  const incoming = value?.text ?? null;
  const [seen, setSeen] = useState(incoming);
  if (incoming !== seen) {
    setSeen(incoming);
    if (incoming !== (typed.trim() || null)) setTyped(incoming ?? '');
  }

  const counter = !disabled && nearLimit(typed.length, max) ? shortAnswerText.counter(typed.length, max) : null;

  return (
    <TextInput
      value={typed}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setTyped(text);
        const trimmed = text.trim();
        onChange(trimmed ? { type: 'short_answer', text: trimmed } : null);
      }}
      readOnly={disabled}
      maxLength={max}
      aria-label={label ?? question.prompt}
      autoComplete="off"
      spellCheck={false}
      size="lg"
      maw="24rem"
      description={correct ? <ShortAnswerResult mine={value} correct={correct} /> : counter}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      styles={{
        description: {
          display: 'flex',
          flexWrap: 'wrap',
          gap: 'var(--mantine-spacing-md)',
          marginTop: 6,
          fontSize: 'var(--mantine-font-size-md)',
        },
      }}
    />
  );
}

/** Under the box: the child's answer marked right or wrong, and the right answer in words when it differs. */
function ShortAnswerResult({ mine, correct }: { mine: ShortAnswerValue | null; correct: ShortAnswerValue }) {
  const given = useGivenMark();
  if (mine && sameWords(mine.text, correct.text)) return <AnswerMark right>{basicMarks.right}</AnswerMark>;
  return (
    <>
      {mine && given && <AnswerMark right={false}>{given}</AnswerMark>}
      <AnswerMark right>
        {basicMarks.rightValue} {correct.text}
      </AnswerMark>
    </>
  );
}
