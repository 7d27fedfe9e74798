import { HttpResponse } from 'msw';
import { example, handling, type AnswerOf, type Call } from '@/testing/handlers';

/** The component-example call. */
export const EXAMPLE = 'getLaboratoryExample' as const;

/**
 * The example call's answer as the mock gateway forwards it to Prism: `Prefer: code=N` answers the
 * contract's own error example for N; without it, the component's first example.
 */
export function preferredAnswer({ request }: Call<typeof EXAMPLE>): AnswerOf<typeof EXAMPLE> | Response {
  const code = /code=(\d{3})/.exec(request.headers.get('prefer') ?? '')?.[1];
  if (!code) return example(EXAMPLE, 'multipleChoice');
  const body = example(EXAMPLE, 'default', code) as Record<string, unknown>;
  return HttpResponse.json(body, { status: Number(code) });
}

/** The example call answering as {@link preferredAnswer}. */
export const preferredError = handling(EXAMPLE, preferredAnswer);
