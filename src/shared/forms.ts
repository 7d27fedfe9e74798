import type { FormErrors } from '@mantine/form';
import type { ChangeEvent } from 'react';
import type * as z from 'zod';
import { toPersianDigits } from './digits';

/** The code of a zod issue: `too_small`, `too_big`, `invalid_format`, `invalid_value`… */
type IssueCode = z.core.$ZodIssue['code'];

/**
 * What to say about one field: one Persian text for any problem, or texts by zod issue code,
 * with `required` for an empty value (before any code) and `invalid` for every other problem.
 */
export type FieldMessages = string | ({ invalid: string } & Partial<Record<IssueCode | 'required', string>>);

export interface ContractRules<Values, Schema extends z.ZodType> {
  /** The generated request schema (src/api/generated/zod), `.pick`ed to what this form fills in. */
  schema: Schema;
  /** The request these values make, as the contract will see it (trimmed text, Latin digits). */
  toBody: (values: Values) => Partial<Record<keyof z.output<Schema>, unknown>>;
  /** Persian messages per request field; errors land on its camelCase form field (`full_name` → `fullName`). */
  messages: { [Key in keyof z.output<Schema>]-?: FieldMessages };
  /** Rules the contract cannot know (the repeated password), per form field; default none. */
  rules?: { [Field in keyof Values]?: (value: Values[Field], values: Values) => string | null };
}

const camelCase = (key: string) => key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

function messageOf(messages: FieldMessages, code: IssueCode, value: unknown): string {
  if (typeof messages === 'string') return messages;
  return (isEmpty(value) ? messages.required : undefined) ?? messages[code] ?? messages.invalid;
}

/**
 * A `validate` function for @mantine/form that checks what the form would send against the
 * contract's generated zod schema, so limits live in the contract alone, and puts our Persian
 * message next to each field. (Mantine's own `schemaResolver` would show zod's English messages
 * and needs the form's values shaped like the request.)
 */
export function contractResolver<Values, Schema extends z.ZodType>({
  schema,
  toBody,
  messages,
  rules,
}: ContractRules<Values, Schema>): (values: Values) => FormErrors {
  const byKey = messages as Record<string, FieldMessages>;
  return (values) => {
    const body: Record<string, unknown> = toBody(values);
    const errors: FormErrors = {};
    for (const issue of schema.safeParse(body).error?.issues ?? []) {
      const key = String(issue.path[0] ?? '');
      const field = camelCase(key);
      const fieldMessages = byKey[key];
      if (fieldMessages && errors[field] === undefined) errors[field] = messageOf(fieldMessages, issue.code, body[key]);
    }
    for (const [field, rule] of Object.entries(rules ?? {}) as [
      keyof Values & string,
      (v: unknown, all: Values) => string | null,
    ][]) {
      const error = errors[field] === undefined ? rule(values[field], values) : null;
      if (error) errors[field] = error;
    }
    return errors;
  };
}

interface TextFieldProps {
  value?: unknown;
  onChange: (value: unknown) => void;
}

/**
 * A typed number field (`form.getInputProps`) that shows Persian digits whatever the keyboard
 * types: the value stays the typed text, which the form's body already reads in any digit set.
 */
export function persianDigitsField<Props extends TextFieldProps>(props: Props) {
  return {
    ...props,
    value: toPersianDigits(String(props.value ?? '')),
    onChange: (event: ChangeEvent<HTMLInputElement>) => props.onChange(toPersianDigits(event.currentTarget.value)),
  };
}
