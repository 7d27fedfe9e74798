import { http, HttpResponse } from 'msw';
import { example } from '@/testing/handlers';

/**
 * The example call as the mock gateway forwards it to Prism: `Prefer: code=N` answers the
 * contract's own error example for N; without it, the component's first example.
 */
export const preferredError = http.get('*/laboratory/examples/:slug/', ({ request }) => {
  const code = /code=(\d{3})/.exec(request.headers.get('prefer') ?? '')?.[1];
  if (!code) return HttpResponse.json(example('getLaboratoryExample', 'multipleChoice') as Record<string, unknown>);
  const body = example('getLaboratoryExample', 'default', code) as Record<string, unknown>;
  return HttpResponse.json(body, { status: Number(code) });
});
