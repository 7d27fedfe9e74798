import { useState, type ComponentType } from 'react';
import type { QuestionType } from '@/api/generated/model';
import type { AnswerInputProps } from '../types';

/** The engine's part, for stories and tests: it keeps the value and hands it back, as a real screen does. */
export function controlled<T extends QuestionType>(Input: ComponentType<AnswerInputProps<T>>) {
  return function Controlled(props: AnswerInputProps<T>) {
    const [value, setValue] = useState(props.value);
    return (
      <Input
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    );
  };
}
