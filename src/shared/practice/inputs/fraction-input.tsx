import { Group, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { Keypad } from '../keypad/keypad';
import { useKeypad } from '../keypad/use-keypad';
import { Fraction } from '../question/fraction';
import type { AnswerInputProps } from '../types';
import { FillBox } from './fill-box';
import { fractionIsRight, fractionTexts, fractionValue, sameFraction, type FractionTexts } from './fill-fraction';
import { FractionStack } from './fill-fraction-stack';
import { FillMark } from './fill-mark';
import { useTypedTexts } from './fill-synced';
import { cleanDigits, wholeOf } from './fill-typed';
import { fillText } from './strings-fill';

// Four digits: more than any denominator of grades 4–6 (۵۴, ۳۲, ۱۰۰), and the box stays small.
const DIGITS = 4;

type Part = keyof FractionTexts;

/**
 * The fraction answer: a numerator box over a bar over a denominator box, with a whole-number
 * box on the left for a mixed number (see FractionStack for why the left). Digits of any set
 * are shown in Persian; the answer goes out once both parts are whole numbers and the
 * denominator is not zero. On a touch screen the keypad under it types into the box last tapped
 * (the first one at the start) and switches between the boxes by their names.
 */
export function FractionInput({
  question,
  value,
  onChange,
  disabled = false,
  correct = null,
  label,
}: AnswerInputProps<'fraction'>) {
  const id = useId();
  const { mixed, simplest } = question;
  const [texts, setTexts] = useTypedTexts({
    questionId: question.id,
    value,
    textsOf: fractionTexts,
    valueOf: (typed: FractionTexts) => fractionValue(typed, mixed),
    same: sameFraction,
  });
  const zero = wholeOf(texts.denominator) === 0;
  const right = correct && fractionIsRight(value, correct, { simplest, mixed });
  const [hintId, zeroId, markId] = [`${id}-hint`, `${id}-zero`, `${id}-mark`];
  const pad = useKeypad(disabled);
  const parts: Part[] = mixed ? ['whole', 'numerator', 'denominator'] : ['numerator', 'denominator'];
  const [focused, setFocused] = useState<Part>(parts[0]!);
  const active = parts.includes(focused) ? focused : parts[0]!;
  const boxId = (part: Part) => `${id}-${part}`;

  const box = (part: Part) => (
    <FillBox
      id={boxId(part)}
      onFocus={() => setFocused(part)}
      onKeyDown={pad.onKeyDown}
      text={texts[part]}
      onText={(text) => {
        const next = { ...texts, [part]: text };
        setTexts(next);
        onChange(fractionValue(next, mixed));
      }}
      label={fillText[part]}
      width={DIGITS}
      maxLength={DIGITS}
      clean={cleanDigits}
      inputMode={pad.inputMode('numeric')}
      readOnly={disabled}
      invalid={part === 'denominator' && zero}
      describedBy={correct ? markId : part === 'denominator' && zero ? zeroId : undefined}
      verdict={correct ? (right ? 'right' : 'wrong') : undefined}
    />
  );

  return (
    <Stack gap="xs" align="center">
      {simplest && (
        <Text id={hintId} fz={18} fw={600}>
          {fillText.simplestHint}
        </Text>
      )}
      <Group
        role="group"
        aria-label={label ?? question.prompt}
        aria-describedby={simplest ? hintId : undefined}
        justify="center"
        gap="lg"
      >
        <FractionStack whole={mixed ? box('whole') : undefined} top={box('numerator')} bottom={box('denominator')} />
        {correct && (
          <FillMark
            id={markId}
            right={!!right}
            answer={
              <Fraction
                whole={correct.whole ?? undefined}
                numerator={correct.numerator}
                denominator={correct.denominator}
              />
            }
            wordWhenRight
          />
        )}
      </Group>
      {zero && (
        <Text id={zeroId} role="alert" fz={16} fw={600} c="red.9">
          {fillText.zeroDenominator}
        </Text>
      )}
      {pad.shown && (
        <Keypad
          target={boxId(active)}
          boxes={parts.map((part) => ({
            name: fillText[part],
            active: part === active,
            id: boxId(part),
          }))}
        />
      )}
    </Stack>
  );
}
