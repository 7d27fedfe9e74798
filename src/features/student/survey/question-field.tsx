import { Group, Paper, Radio, SimpleGrid, Text, Textarea, VisuallyHidden } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type {
  SurveyChoiceQuestion,
  SurveyQuestion,
  SurveyRatingQuestion,
  SurveyTextQuestion,
} from '@/api/generated/model';
import { SurveyFace } from './survey-face';
import { fieldOf, textLength, type SurveyValues } from './survey-answers';
import { t } from './strings';

type Form = UseFormReturnType<SurveyValues>;

/** The id of a question's box, where the focus goes when its answer is missing. */
export const boxIdOf = (question: SurveyQuestion) => `survey-${fieldOf(question)}`;

/** One question of the survey in its own box, drawn by its type. */
export function QuestionField({ question, form }: { question: SurveyQuestion; form: Form }) {
  return (
    <Paper id={boxIdOf(question)} withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      {question.type === 'rating' ? (
        <RatingField question={question} form={form} />
      ) : question.type === 'single_choice' ? (
        <ChoiceField question={question} form={form} />
      ) : (
        <TextField question={question} form={form} />
      )}
    </Paper>
  );
}

/** The question as a label; Mantine's star is hidden from screen readers, so they hear the words. */
function Label({ question }: { question: SurveyQuestion }) {
  return (
    <>
      {question.text}
      {question.required && <VisuallyHidden>{` ${t.requiredHidden}`}</VisuallyHidden>}
    </>
  );
}

/**
 * Roving focus: one Tab stop per group (the chosen card, else the first); the arrow keys move
 * between cards (Mantine's Radio.Card does that, mirrored for right-to-left).
 */
const tabStop = (current: string, value: string, index: number) =>
  (current ? current === value : index === 0) ? 0 : -1;

function RatingField({ question, form }: { question: SurveyRatingQuestion; form: Form }) {
  const field = fieldOf(question);
  const current = form.values[field] ?? '';
  return (
    <Radio.Group {...form.getInputProps(field)} label={<Label question={question} />} withAsterisk={question.required}>
      <SimpleGrid cols={5} spacing={6} mt="xs">
        {question.scale.map((step, index) => {
          const value = String(step.value);
          return (
            <Radio.Card
              key={step.value}
              value={value}
              aria-label={step.label}
              tabIndex={tabStop(current, value, index)}
              radius="md"
              mih={64}
              p={4}
              bg={current === value ? 'var(--mantine-primary-color-light)' : undefined}
            >
              {/* Drawn from the step's value: the contract's `emoji` is an empty box without an emoji font. */}
              <SurveyFace value={step.value} />
              <Text component="span" display="block" ta="center" size="xs" fw={600}>
                {step.label}
              </Text>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}

function ChoiceField({ question, form }: { question: SurveyChoiceQuestion; form: Form }) {
  const field = fieldOf(question);
  const current = form.values[field] ?? '';
  return (
    <Radio.Group {...form.getInputProps(field)} label={<Label question={question} />} withAsterisk={question.required}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
        {question.options.map((option, index) => {
          const value = String(option.id);
          return (
            <Radio.Card
              key={option.id}
              value={value}
              tabIndex={tabStop(current, value, index)}
              radius="md"
              mih={44}
              px="sm"
              py="xs"
              bg={current === value ? 'var(--mantine-primary-color-light)' : undefined}
            >
              <Group wrap="nowrap" gap="sm">
                <Radio.Indicator />
                <Text component="span">{option.label}</Text>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}

function TextField({ question, form }: { question: SurveyTextQuestion; form: Form }) {
  const field = fieldOf(question);
  const used = textLength(form.values[field] ?? '');
  const over = used > question.max_length;
  return (
    <Textarea
      {...form.getInputProps(field)}
      label={<Label question={question} />}
      withAsterisk={question.required}
      placeholder={question.placeholder}
      // Not `autosize`: it listens to document.fonts, which jsdom (the unit tests) lacks.
      rows={3}
      resize="vertical"
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={
        <Text component="span" size="xs" c={over ? 'red.8' : 'dimmed'} fw={over ? 700 : undefined}>
          {t.counter(used, question.max_length)}
        </Text>
      }
    />
  );
}
