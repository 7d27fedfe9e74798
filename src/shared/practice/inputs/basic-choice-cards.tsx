import { Group, Image, Radio, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useGivenMark } from './answer-owner';
import { AnswerMark } from './basic-marks';
import classes from './basic-choice-cards.module.css';
import { basicMarks } from './strings-basic';

/** One card: a choice of a multiple-choice question, or «درست» / «نادرست». */
export interface ChoiceCardOption {
  value: string;
  text: string;
  /** The accessible name (default: the text). */
  name?: string;
  /** A letter badge before the text (default none). */
  letter?: string;
  /** A picture beside the text (default none). */
  imageUrl?: string | null;
}

interface ChoiceCardsProps {
  options: ChoiceCardOption[];
  selected: string | null;
  onSelect: (value: string) => void;
  /** The radio group's accessible name. */
  label: string;
  /** Read-only: the cards stay focusable and readable, but a click or arrow changes nothing. */
  disabled: boolean;
  /** The right option's value, marked with the child's beside it (default none: no result). */
  correct?: string | null;
  /** Cards under each other (`list`), or side by side (`pair`, for true/false). */
  layout: 'list' | 'pair';
}

// The text names the choice; its picture only illustrates it.
const decorative = '';

/**
 * Large tappable radio cards (Mantine Radio.Card): Tab reaches the group once, the arrows move the
 * choice (left is «next» in right-to-left, as Mantine reads the direction), Space or a tap picks.
 */
export function ChoiceCards({ options, selected, onSelect, label, disabled, correct, layout }: ChoiceCardsProps) {
  const given = useGivenMark();
  const baseId = useId();
  const selectedIndex = options.findIndex((option) => option.value === selected);
  const tabbable = Math.max(selectedIndex, 0);
  const shown = correct != null;

  return (
    <Radio.Group
      value={selected}
      onChange={onSelect}
      readOnly={disabled}
      label={<VisuallyHidden>{label}</VisuallyHidden>}
    >
      <SimpleGrid cols={layout === 'pair' ? 2 : 1} spacing="sm">
        {options.map((option, index) => {
          const right = shown && option.value === correct;
          const mine = shown && option.value === selected;
          const marksId = `${baseId}-${index}`;
          return (
            <Radio.Card
              key={option.value}
              value={option.value}
              className={classes.card}
              tabIndex={index === tabbable ? 0 : -1}
              aria-label={option.name ?? option.text}
              aria-disabled={disabled || undefined}
              aria-describedby={right || mine ? marksId : undefined}
              data-result={right ? 'right' : mine ? 'wrong' : undefined}
              mih={layout === 'pair' ? 72 : undefined}
            >
              <Group wrap="nowrap" gap="sm" justify={layout === 'pair' ? 'center' : 'flex-start'}>
                <Radio.Indicator size="md" />
                {option.letter && <span className={classes.letter}>{option.letter}</span>}
                {option.imageUrl && (
                  <Image src={option.imageUrl} alt={decorative} h={72} w={72} fit="contain" flex="none" />
                )}
                <Stack
                  gap={4}
                  flex={layout === 'pair' ? undefined : 1}
                  align={layout === 'pair' ? 'center' : undefined}
                >
                  <Text size={layout === 'pair' ? 'xl' : 'lg'} fw={layout === 'pair' ? 700 : 500}>
                    {option.text}
                  </Text>
                  {(right || mine) && (
                    <Group gap="md" id={marksId}>
                      {mine && given && <AnswerMark right={right}>{given}</AnswerMark>}
                      {right && <AnswerMark right>{basicMarks.right}</AnswerMark>}
                    </Group>
                  )}
                </Stack>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
