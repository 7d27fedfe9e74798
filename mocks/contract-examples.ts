/**
 * Reads the OpenAPI contract the way Prism does (YAML 1.2, local $refs) and lists every
 * operation and every response example, with a request for each that passes Prism's request
 * validation. Used by openapi/examples.test.ts; kept here so that test file stays short.
 */
import { bundleContract, resolveRef } from '../scripts/bundle-contract.mjs';
import { mintToken } from './jwt.ts';

type Json = Record<string, unknown>;
interface Media {
  example?: unknown;
  examples?: Record<string, Json>;
  schema?: Json;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  schema?: Json;
}
export interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Json[];
  parameters?: Json[];
  requestBody?: Json;
  responses?: Record<string, Json>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;
// The smallest valid PNG (1×1 transparent pixel) for multipart uploads.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const TOKEN = mintToken({
  token_type: 'access',
  user_id: 101,
  username: 'student',
  role: 'student',
  iat: 0,
  exp: 4102444800,
});

export function loadContract(file: string) {
  // Bundled like Prism and orval see it: the split files inlined, internal refs kept.
  const doc = bundleContract(file) as Json;

  const resolve = <T>(value: unknown): T => resolveRef(doc, value) as T;

  const examplesOf = (media: Media | undefined): { name?: string; value: unknown }[] =>
    media?.examples
      ? Object.entries(media.examples).map(([name, example]) => ({ name, value: resolve<Json>(example).value }))
      : media && 'example' in media
        ? [{ value: media.example }]
        : [];

  const operations = Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({
      path,
      method,
      label: `${method.toUpperCase()} ${path}`,
      op: item[method] as Operation,
    })),
  );

  /** One case per (operation, status, example), for 2xx and error responses alike. */
  const cases = operations.flatMap(({ path, method, label, op }) =>
    Object.entries(op.responses ?? {}).flatMap(([status, response]) => {
      const media = resolve<{ content?: Record<string, Media> }>(response).content?.['application/json'];
      return examplesOf(media).map((example) => ({
        ...example,
        path,
        method,
        op,
        status: Number(status),
        label: `${label} ${status} ${example.name ?? '(example)'}`,
      }));
    }),
  );

  /** A request that satisfies the operation's request validation, built from its own examples. */
  const buildRequest = (path: string, method: string, op: Operation) => {
    const headers = new Headers({ Accept: 'application/json' });
    const query = new URLSearchParams();
    for (const parameter of (op.parameters ?? []).map((p) => resolve<Parameter>(p))) {
      const value = String(parameter.example ?? (parameter.schema?.examples as unknown[] | undefined)?.[0] ?? '');
      if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
      else if (parameter.in === 'query' && parameter.required) query.set(parameter.name, value);
      else if (parameter.in === 'header' && parameter.required) headers.set(parameter.name, value);
    }
    const security = op.security ?? (doc.security as Json[] | undefined) ?? [];
    if (security.some((requirement) => Object.keys(requirement).length > 0)) {
      headers.set('Authorization', `Bearer ${TOKEN}`);
    }
    let body: BodyInit | undefined;
    const content = resolve<{ content?: Record<string, Media> }>(op.requestBody).content ?? {};
    if (content['application/json']) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(examplesOf(content['application/json'])[0]?.value);
    } else if (content['multipart/form-data']) {
      const schema = resolve<{ properties?: Record<string, Json>; required?: string[] }>(
        content['multipart/form-data'].schema,
      );
      const form = new FormData();
      for (const name of schema.required ?? []) {
        const property = resolve<Json>(schema.properties?.[name]);
        if (property.contentMediaType !== undefined || property.format === 'binary') {
          form.append(name, new Blob([Buffer.from(PNG, 'base64')], { type: 'image/png' }), 'avatar.png');
        } else form.append(name, String(property.example ?? 'x'));
      }
      body = form; // fetch sets the multipart Content-Type with its boundary.
    }
    const url = query.size ? `${path}?${query}` : path;
    return { url, init: { method: method.toUpperCase(), headers, body } };
  };

  /** JSON pointers of every YAML merge key (<<), which Prism serves as a literal property. */
  const mergeKeys = (): string[] => {
    const found: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (!node || typeof node !== 'object') return;
      for (const [key, child] of Object.entries(node)) {
        if (key === '<<') found.push(at);
        walk(child, `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
      }
    };
    walk(doc, '#');
    return found;
  };

  return { operations, cases, buildRequest, mergeKeys };
}
