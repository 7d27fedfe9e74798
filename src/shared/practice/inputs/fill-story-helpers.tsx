import { Box } from '@mantine/core';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ComponentType } from 'react';
import type { AnswerInputProps } from '../types';

/** A phone's width: one question per screen must fit 390 px. */
export const phone: Decorator = (Story) => (
  <Box w={390} p="sm" data-testid="phone">
    <Story />
  </Box>
);

/** The engine's part: it keeps the value and hands it back, as a real screen does. */
export function controlled<T extends 'fraction' | 'blanks'>(Input: ComponentType<AnswerInputProps<T>>) {
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

/** Where two elements sit on screen. */
export const rect = (element: Element) => element.getBoundingClientRect();

/** The phone frame holds its content without a sideways scroll. */
export function fitsPhone(canvasElement: HTMLElement): boolean {
  const frame = canvasElement.querySelector<HTMLElement>('[data-testid="phone"]');
  return !!frame && frame.scrollWidth <= frame.clientWidth;
}
