import type { AnswerInputProps } from '../types';
import { ChoiceCards, type ChoiceCardOption } from './basic-choice-cards';
import { trueFalseText } from './strings-basic';

const options: ChoiceCardOption[] = [
  { value: 'true', text: trueFalseText.true },
  { value: 'false', text: trueFalseText.false },
];

/** A canonical radio value for a boolean answer (the cards' values are strings). */
const asValue = (answer: boolean | undefined) => (answer === undefined ? null : String(answer));

/**
 * A true/false answer: two big side-by-side cards «درست» and «نادرست», a radio group to assistive
 * technology. With `correct`, the right one reads «پاسخ درست» and the child's «پاسخ تو».
 */
export function TrueFalseInput({
  question,
  value,
  onChange,
  disabled = false,
  correct,
  label,
}: AnswerInputProps<'true_false'>) {
  return (
    <ChoiceCards
      options={options}
      selected={asValue(value?.value)}
      onSelect={(picked) => onChange({ type: 'true_false', value: picked === 'true' })}
      label={label ?? question.prompt}
      disabled={disabled}
      correct={asValue(correct?.value)}
      layout="pair"
    />
  );
}
