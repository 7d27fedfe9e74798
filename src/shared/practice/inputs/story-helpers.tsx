import { Box } from '@mantine/core';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ComponentType } from 'react';
import type { QuestionType } from '@/api/generated/model';
import type { AnswerInputProps } from '../types';

/** A phone's width: one question per screen must fit 390 px. */
export const phone: Decorator = (Story) => (
  <Box w={390} p="sm" data-testid="phone">
    <Story />
  </Box>
);

/** The engine's part: it keeps the value and hands it back, as a real screen does. */
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

/** The stories' frame: a page-like padding and width (default 640 px). */
export const inputFrame =
  (maxWidth = 640): Decorator =>
  (Story) => (
    <Box p="md" maw={maxWidth}>
      <Story />
    </Box>
  );

/** A 390 px phone in Storybook's viewport menu. */
export const phone390 = {
  viewport: { options: { phone390: { name: 'گوشی ۳۹۰', styles: { width: '390px', height: '844px' } } } },
};

/** Where two elements sit on screen. */
export const rect = (element: Element) => element.getBoundingClientRect();

/** The phone frame holds its content without a sideways scroll. */
export function fitsPhone(canvasElement: HTMLElement): boolean {
  const frame = canvasElement.querySelector<HTMLElement>('[data-testid="phone"]');
  return !!frame && frame.scrollWidth <= frame.clientWidth;
}
