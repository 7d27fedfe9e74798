import { Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { AnswerOf } from '@/shared/practice/types';
import { chartColorOf } from '@/shared/charts/colors';
import { RtlDonutChart } from '@/shared/charts/donut-chart';
import { JalaliDateInput } from '@/shared/date-input';
import { SmartScoreMeter } from '@/shared/practice/feedback/smart-score-meter';
import { MultipleChoiceInput } from '@/shared/practice/inputs/multiple-choice-input';
import { NumericInput } from '@/shared/practice/inputs/numeric-input';
import { OrderingInput } from '@/shared/practice/inputs/ordering-input';
import { t } from './strings';

/** A variant's props as the call sends them (any JSON); each preview reads the ones it knows. */
export type VariantProps = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const texts = (value: unknown): string[] | null =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string') ? value : null;

/** The parts every question of the practice contract has; the lab's questions are nobody's. */
const questionBase = (prompt: string) => ({
  id: 0,
  key: 'lab',
  skill_id: 0,
  prompt,
  image_url: null,
  hint: null,
  hints: [],
  points: 1,
});

/** The verdict and solution a variant shows under its question (`feedback`: correct | wrong). */
function Feedback({ props }: { props: VariantProps }) {
  const feedback = props.feedback === 'correct' || props.feedback === 'wrong' ? props.feedback : null;
  const solution = text(props.solution);
  if (!feedback && !solution) return null;
  return (
    <Stack gap={4}>
      {feedback && <Text fw={700}>{t.preview.feedback[feedback]}</Text>}
      {solution && <Text>{t.preview.solution(solution)}</Text>}
    </Stack>
  );
}

/**
 * `multiple-choice`: { text, options: string[], selected?: index, feedback?, solution? }. A variant
 * with feedback is read-only, its chosen option marked; the others can be tried.
 */
function MultipleChoicePreview({ props }: { props: VariantProps }) {
  const prompt = text(props.text);
  const options = texts(props.options);
  const selected = num(props.selected);
  const [value, setValue] = useState<AnswerOf<'multiple_choice'> | null>(
    selected === null ? null : { type: 'multiple_choice', choice_id: String(selected) },
  );
  if (!prompt || !options) return null;
  const question = {
    ...questionBase(prompt),
    type: 'multiple_choice' as const,
    choices: options.map((option, index) => ({ id: String(index), text: option, image_url: null })),
  };
  const answered = props.feedback === 'correct' || props.feedback === 'wrong';
  return (
    <Stack gap="sm">
      <MultipleChoiceInput
        question={question}
        value={value}
        onChange={setValue}
        disabled={answered}
        correct={props.feedback === 'correct' ? value : null}
      />
      <Feedback props={props} />
    </Stack>
  );
}

/** `numeric-answer`: { text, unit?, decimals?, value? } — the box with Persian digits. */
function NumericPreview({ props }: { props: VariantProps }) {
  const prompt = text(props.text);
  const given = num(props.value);
  const [value, setValue] = useState<AnswerOf<'numeric'> | null>(
    given === null ? null : { type: 'numeric', number: String(given) },
  );
  if (!prompt) return null;
  const question = {
    ...questionBase(prompt),
    type: 'numeric' as const,
    unit: text(props.unit),
    decimals: Math.min(3, Math.max(0, Math.round(num(props.decimals) ?? 0))),
  };
  return (
    <Stack gap="sm">
      <Text fw={600}>{prompt}</Text>
      <NumericInput question={question} value={value} onChange={setValue} />
      <Feedback props={props} />
    </Stack>
  );
}

/** `ordering`: { text, items: string[] } — the cards to put in order. */
function OrderingPreview({ props }: { props: VariantProps }) {
  const prompt = text(props.text);
  const items = texts(props.items);
  const [value, setValue] = useState<AnswerOf<'ordering'> | null>(null);
  if (!prompt || !items) return null;
  const question = {
    ...questionBase(prompt),
    type: 'ordering' as const,
    items: items.map((item, index) => ({ id: String(index), text: item, image_url: null })),
  };
  return (
    <Stack gap="sm">
      <Text fw={600}>{prompt}</Text>
      <OrderingInput question={question} value={value} onChange={setValue} />
    </Stack>
  );
}

/** `smart-score-gauge`: { score: 0–100, before? } — the meter, running from `before`. */
function GaugePreview({ props }: { props: VariantProps }) {
  const score = num(props.score);
  if (score === null) return null;
  return <SmartScoreMeter after={score} before={num(props.before) ?? score} />;
}

const PIE_KEYS = ['correct', 'wrong', 'unanswered'] as const;

/** `pie-chart`: { correct, wrong, unanswered } — the shares of answers as a doughnut with its legend. */
function PiePreview({ props }: { props: VariantProps }) {
  const parts = PIE_KEYS.map((key) => ({ key, value: num(props[key]) }));
  if (parts.every((part) => part.value === null)) return null;
  const cells = parts.map(({ key, value }, index) => ({
    key,
    name: t.preview.pie[key],
    value: Math.max(0, value ?? 0),
    color: chartColorOf(key, index),
  }));
  return <RtlDonutChart cells={cells} unit={t.preview.pie.unit} />;
}

/** `persian-date-picker`: { label, value?, min?, max? } (days as YYYY-MM-DD) — the Jalali field. */
function DatePreview({ props }: { props: VariantProps }) {
  const label = text(props.label);
  if (!label) return null;
  return (
    <JalaliDateInput
      label={label}
      defaultValue={text(props.value)}
      minDate={text(props.min) ?? undefined}
      maxDate={text(props.max) ?? undefined}
    />
  );
}

interface Preview {
  /** Whether a variant's props carry what the component needs. */
  fits: (props: VariantProps) => boolean;
  Draw: (args: { props: VariantProps }) => ReactNode;
}

/** The components the catalogue lists, by slug, each with the props it reads (see each one above). */
const previews: Record<string, Preview> = {
  'multiple-choice': { fits: (p) => text(p.text) !== null && texts(p.options) !== null, Draw: MultipleChoicePreview },
  'numeric-answer': { fits: (p) => text(p.text) !== null, Draw: NumericPreview },
  ordering: { fits: (p) => text(p.text) !== null && texts(p.items) !== null, Draw: OrderingPreview },
  'smart-score-gauge': { fits: (p) => num(p.score) !== null, Draw: GaugePreview },
  'pie-chart': { fits: (p) => PIE_KEYS.some((key) => num(p[key]) !== null), Draw: PiePreview },
  'persian-date-picker': { fits: (p) => text(p.label) !== null, Draw: DatePreview },
};

/**
 * The component `slug` names, drawn from one variant's props; null for a slug the lab cannot draw
 * or props that do not fit it (the screen then lists the props in words).
 */
export function previewFor(slug: string, props: VariantProps): ReactNode {
  const preview = Object.hasOwn(previews, slug) ? previews[slug] : undefined;
  if (!preview?.fits(props)) return null;
  const { Draw } = preview;
  return <Draw props={props} />;
}
