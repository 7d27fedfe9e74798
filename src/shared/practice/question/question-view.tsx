import { Image, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { Question } from '@/api/generated/model';
import { toPersianDigits } from '@/shared/digits';
import { ReadAloudButton } from '../read-aloud/read-aloud-button';
import { questionSpeech } from '../read-aloud/speech-text';
import { MathText } from './math-text';
import { t } from './strings';

/** Longest prompt text repeated in a picture's alt: the heading above already reads it whole. */
const ALT_LENGTH = 80;

/** The picture's alt from the prompt: Persian digits, cut at a word near ALT_LENGTH characters. */
export function imageAltOf(prompt: string): string {
  const text = toPersianDigits(prompt.trim());
  if (text.length <= ALT_LENGTH) return t.imageAlt(text);
  const cut = text.lastIndexOf(' ', ALT_LENGTH);
  return t.imageAlt(`${text.slice(0, cut > 0 ? cut : ALT_LENGTH)}…`);
}

export interface QuestionViewProps {
  /** The question to show; any type (its prompt and picture are shown here; practice adds its hints). */
  question: Question;
  /** Its place in the set, 1-based, shown as «پرسش ۳ از ۱۰» (default: not shown). */
  number?: number;
  /** How many questions the set has, shown with `number` (default: not shown). */
  count?: number;
  /** The prompt's heading level, to fit the page's outline (default 2). */
  headingLevel?: TitleOrder;
  /** Shown below the prompt and picture: practice's hints and answer input (default none). */
  children?: ReactNode;
  /** An element read before the prompt in the section's name, e.g. «پرسش ۳ از ۸» on a page of many (default none). */
  labelledBy?: string;
}

/**
 * A question as a child sees it: its place in the set, the prompt as the page's question heading
 * (maths left to right, fractions stacked), its picture, and what the page puts below (practice:
 * the hints and the answer input). A section named by the prompt, so assistive technology can jump to it.
 * «بشنو» reads the prompt and its choices aloud where the device can (read-aloud/).
 */
export function QuestionView({ question, number, count, headingLevel = 2, children, labelledBy }: QuestionViewProps) {
  const headingId = useId();
  return (
    <Stack
      component="section"
      aria-labelledby={labelledBy ? `${labelledBy} ${headingId}` : headingId}
      gap="md"
      w="100%"
      maw={720}
    >
      {number !== undefined && (
        <Text c="dimmed" fw={600} fz={{ base: 16, sm: 18 }}>
          {t.position(toPersianDigits(number), count === undefined ? undefined : toPersianDigits(count))}
        </Text>
      )}
      <Title
        order={headingLevel}
        id={headingId}
        fz={{ base: 22, sm: 26 }}
        fw={700}
        lh={1.9}
        style={{ overflowWrap: 'anywhere' }}
      >
        <MathText text={question.prompt} />
      </Title>
      <ReadAloudButton text={questionSpeech(question)} audioUrl={question.audio_url} subject="question" />
      {question.image_url && (
        <Image
          src={question.image_url}
          alt={imageAltOf(question.prompt)}
          loading="lazy"
          w="auto"
          maw="100%"
          mah={320}
          fit="contain"
          radius="md"
        />
      )}
      {children}
    </Stack>
  );
}
