import type { AnswerInputProps } from '../types';
import { ChoiceCards, type ChoiceCardOption } from './basic-choice-cards';
import { multipleChoiceText } from './strings-basic';

/**
 * A multiple-choice answer: 2–4 choices as large cards lettered «الف ب ج د», with their pictures
 * when they have one. With `correct`, the right choice reads «پاسخ درست» and the child's «پاسخ تو».
 */
export function MultipleChoiceInput({
  question,
  value,
  onChange,
  disabled = false,
  correct,
  label,
}: AnswerInputProps<'multiple_choice'>) {
  const options = question.choices.map((choice, index): ChoiceCardOption => {
    // The contract allows at most four choices; a fifth would still get a letter-less name.
    const letter = multipleChoiceText.letters[index];
    return {
      value: choice.id,
      text: choice.text,
      letter,
      name: letter ? multipleChoiceText.choiceName(letter, choice.text) : choice.text,
      imageUrl: choice.image_url,
    };
  });
  return (
    <ChoiceCards
      options={options}
      selected={value?.choice_id ?? null}
      onSelect={(choiceId) => onChange({ type: 'multiple_choice', choice_id: choiceId })}
      label={label ?? question.prompt}
      disabled={disabled}
      correct={correct?.choice_id}
      layout="list"
    />
  );
}
