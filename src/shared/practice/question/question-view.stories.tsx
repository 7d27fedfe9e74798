import { Box, TextInput } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { applesPicture, questions } from './question-fixtures';
import { QuestionHints } from './question-hints';
import { QuestionView } from './question-view';
import { phone390 } from './story-geometry';
import { t as readAloud } from '../read-aloud/strings';
import { t } from './strings';

/** Story-only text: the stand-in for an answer input (colleagues' inputs go in this slot). */
const story = { answer: 'پاسخ' } as const;

const meta = {
  title: 'Shared/Practice/QuestionView',
  component: QuestionView,
  args: { question: questions.numeric, number: 3, count: 10 },
  decorators: [
    (Story) => (
      <Box p="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof QuestionView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A maths prompt with its place in the set. */
export const Numeric: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '۳۱۶ + ۱۴۵ = ؟' })).toBeVisible();
    await expect(canvas.getByText('پرسش ۳ از ۱۰')).toBeVisible();
  },
};

export const MultipleChoice: Story = {
  args: { question: questions.multipleChoice },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'حاصل ۶۵۳ − ۲۴۹ کدام است؟' })).toBeVisible();
  },
};

export const TrueFalse: Story = {
  args: { question: questions.trueFalse },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '۵۵ × ۶ = (۵۰ × ۶) + ۵' })).toBeVisible();
  },
};

export const Ordering: Story = {
  args: { question: questions.ordering },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: questions.ordering.prompt })).toBeVisible();
  },
};

export const Matching: Story = {
  args: { question: questions.matching },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'هر رقم عدد ۹۰۳٬۸۴۷ را به ارزشش وصل کن.' })).toBeVisible();
  },
};

/** A fraction question: «کسر ۴/۶ …» with the fraction stacked and read «۴ بر ۶». */
export const Fraction: Story = {
  args: { question: questions.fraction },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'کسر ۴ بر ۶ را تا جایی که می‌شود ساده کن.' })).toBeVisible();
  },
};

export const MixedNumbers: Story = {
  args: { question: questions.mixedSum },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '۴ و ۱ بر ۲ + ۱ و ۱ بر ۵ = ؟' })).toBeVisible();
  },
};

/** A blanks question: the prompt says what to do; its line with boxes is the input's. */
export const Blanks: Story = {
  args: { question: questions.blanks },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'ضرب را به روش تجزیه کامل کن.' })).toBeVisible();
  },
};

export const BlanksFractions: Story = {
  args: { question: questions.blanksFractions },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'کسرهای هم‌ارز را کامل کن.' })).toBeVisible();
  },
};

/** The longest prompts: a passage and a question on it, wrapping on a 390 px phone. */
export const LongPassageOnPhone: Story = {
  ...phone390,
  args: { question: questions.shortAnswer, number: 10, count: 10 },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: questions.shortAnswer.prompt });
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expect(parseFloat(getComputedStyle(heading).fontSize)).toBeGreaterThanOrEqual(18);
  },
};

/** A picture below the prompt, never wider than the screen, with a Persian alt from the prompt. */
export const WithImage: Story = {
  ...phone390,
  args: { question: { ...questions.fractionOf, image_url: applesPicture } },
  play: async ({ canvas }) => {
    const picture = canvas.getByRole('img', { name: 'تصویر پرسش: ۱/۳ از ۱۸ سیب چند سیب است؟' });
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await expect(picture.getBoundingClientRect().width).toBeLessThanOrEqual(390 - 32);
  },
};

/** Everything at once on a phone: place, fraction prompt, its first hint open and the answer slot, all fitting. */
export const WithAnswerOnPhone: Story = {
  ...phone390,
  args: {
    question: questions.fraction,
    children: (
      <>
        <QuestionHints hints={questions.fraction.hints} opened={1} onOpen={() => undefined} />
        <TextInput label={story.answer} size="lg" />
      </>
    ),
  },
  play: async ({ canvas }) => {
    const hint = canvas.getByText(questions.fraction.hints[0]!);
    await expect(hint).toBeVisible();
    const next = canvas.getByRole('button', { name: t.nextHint });
    await expect(next.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const input = canvas.getByRole('textbox', { name: story.answer });
    await expect(input.getBoundingClientRect().top).toBeGreaterThan(next.getBoundingClientRect().bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** A question the server has a recording of: «بشنو» under the prompt, on a phone. */
export const WithRecordingOnPhone: Story = {
  ...phone390,
  args: { question: questions.recorded, number: 1, count: 15 },
  play: async ({ canvas }) => {
    const listen = canvas.getByRole('button', { name: `${readAloud.listen}: ${readAloud.subjects.question}` });
    await expect(listen).toBeVisible();
    await expect(listen.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
