/**
 * The contract judges every answer the world builds: the generated zod schemas of
 * src/api/generated/zod (orval, from the contract) check the query, the body and the answer of
 * each operation by its operationId. zod drops fields it does not know, so an answer that
 * carries a field the contract lacks is caught by comparing the parsed value with the original.
 */
import type { ZodType } from 'zod';

const AREAS = [
  'admin-chat',
  'auth',
  'chat',
  'dev',
  'lab',
  'member',
  'misc',
  'organization',
  'payment',
  'public',
  'school',
  'survey',
  'teacher',
];
const schemas = new Map<string, ZodType>();
for (const area of AREAS) {
  const module = (await import(`../../src/api/generated/zod/${area}/${area}.zod.ts`)) as Record<string, unknown>;
  for (const [name, value] of Object.entries(module)) {
    if (value && typeof value === 'object' && 'safeParse' in value) schemas.set(name, value as ZodType);
  }
}

const pascal = (operationId: string) => operationId.charAt(0).toUpperCase() + operationId.slice(1);

/** The generated schema `<OperationId><suffix>` (Response, Body, QueryParams, Params), if any. */
export function schemaOf(
  operationId: string,
  suffix: 'Response' | 'Body' | 'QueryParams' | 'Params',
): ZodType | undefined {
  return schemas.get(`${pascal(operationId)}${suffix}`);
}

/** Paths (a.b[2].c) of fields in `value` that `parsed` dropped: fields the contract does not have. */
export function unknownFields(value: unknown, parsed: unknown, at = ''): string[] {
  if (Array.isArray(value) && Array.isArray(parsed)) {
    return value.flatMap((item, i) => unknownFields(item, parsed[i], `${at}[${i}]`));
  }
  if (value && typeof value === 'object' && parsed && typeof parsed === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      key in parsed
        ? unknownFields(child, (parsed as Record<string, unknown>)[key], at ? `${at}.${key}` : key)
        : [at ? `${at}.${key}` : key],
    );
  }
  return [];
}

export interface Problem {
  path: string;
  message: string;
}

/** Problems of `value` against the schema, empty when it conforms (extra fields count). */
export function check(schema: ZodType, value: unknown): { problems: Problem[]; data: unknown } {
  const result = schema.safeParse(value);
  if (!result.success) {
    return {
      problems: result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      data: undefined,
    };
  }
  return {
    problems: unknownFields(value, result.data).map((path) => ({ path, message: 'not in the contract' })),
    data: result.data,
  };
}
