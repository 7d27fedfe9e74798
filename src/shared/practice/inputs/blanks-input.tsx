import { Stack, Text } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { Keypad } from '../keypad/keypad';
import { useKeypad } from '../keypad/use-keypad';
import type { AnswerInputProps } from '../types';
import { blankIsRight, blanksOf, blanksTexts, blanksValue, sameBlanks, type BlanksTexts } from './fill-blanks';
import { FillBox } from './fill-box';
import { FillMark } from './fill-mark';
import { sentenceRuns, type Box } from './fill-runs';
import { FillSentence } from './fill-sentence';
import { useTypedTexts } from './fill-synced';
import { cleanNumber } from './fill-typed';
import { fillText } from './strings-fill';

/**
 * The blanks answer: the question's sentence with a box after each part that has a blank.
 * Number boxes take digits of any set and «٫» and show Persian digits; text boxes take any word.
 * The answer goes out once every box holds something that can be sent.
 *
 * Maths runs, boxes included, read left to right inside the Persian sentence, split by the
 * question view's splitMath (fill-runs.ts): a line of pure maths («۶۶ × ۴۴ = … = ▢ + ▢ = ۲۹۰۴»)
 * reads from the left as in the book, and fractions are stacked, a box in them too.
 *
 * On a touch screen, when the sentence has a number box, the keypad under it types into the number
 * box last tapped (the first one at the start); a word box keeps the phone's own keyboard.
 */
export function BlanksInput({
  question,
  value,
  onChange,
  disabled = false,
  correct = null,
  label,
}: AnswerInputProps<'blanks'>) {
  const id = useId();
  const blanks = useMemo(() => blanksOf(question.parts), [question.parts]);
  const runs = useMemo(() => sentenceRuns(question.parts), [question.parts]);
  const [texts, setTexts] = useTypedTexts({
    questionId: question.id,
    value,
    textsOf: (given) => blanksTexts(blanks, given),
    valueOf: (typed: BlanksTexts) => blanksValue(blanks, typed),
    same: sameBlanks,
  });
  const expected = new Map(correct?.values.map((v) => [v.blank_id, v.text]));
  const pad = useKeypad(disabled);
  const [focused, setFocused] = useState<string | null>(null);
  const boxId = (index: number) => `${id}-box-${index}`;
  // The number box the keys write into: the one last tapped, the first one at the start.
  const numbers = blanks.flatMap((blank, index) => (blank.input === 'number' ? [{ blank, index }] : []));
  const target = numbers.find(({ blank }) => blank.id === focused) ?? numbers[0];

  const box = ({ blank, index }: Box) => {
    const number = blank.input === 'number';
    const answer = expected.get(blank.id);
    const right = answer !== undefined && blankIsRight(blank, texts[blank.id] ?? '', answer);
    const markId = `${id}-mark-${index}`;
    return (
      // The verdict beside its box, in the line: under it, it pushed the lines apart and widened
      // the box's place until the sentence broke inside its word groups.
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4, marginInline: 4, lineHeight: 1.4 }}>
        <FillBox
          id={boxId(index)}
          onFocus={number ? () => setFocused(blank.id) : undefined}
          onKeyDown={number ? pad.onKeyDown : undefined}
          text={texts[blank.id] ?? ''}
          onText={(text) => {
            const next = { ...texts, [blank.id]: text };
            setTexts(next);
            onChange(blanksValue(blanks, next));
          }}
          label={fillText.blank(index + 1, blanks.length)}
          width={blank.width}
          clean={number ? cleanNumber : undefined}
          inputMode={number ? pad.inputMode('decimal') : 'text'}
          readOnly={disabled}
          describedBy={answer === undefined ? undefined : markId}
          verdict={answer === undefined ? undefined : right ? 'right' : 'wrong'}
        />
        {answer !== undefined && <FillMark id={markId} right={right} answer={number ? cleanNumber(answer) : answer} />}
      </span>
    );
  };

  return (
    <Stack gap="md">
      <Text component="div" role="group" aria-label={label ?? question.prompt} fz={22} lh={2.4}>
        <FillSentence runs={runs} box={box} />
      </Text>
      {pad.shown && target && <Keypad target={boxId(target.index)} decimal minus />}
    </Stack>
  );
}
