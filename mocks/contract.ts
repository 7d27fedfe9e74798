/**
 * The one walk over the OpenAPI contract. Reads it the way Prism and orval do (Redocly's
 * bundle: the split files inlined, internal refs kept) and answers every question the mock,
 * the scripts and the contract tests ask of it: which operation a request is, its named
 * examples, one valid request per operation, the examples to check, YAML merge keys.
 */
import { bundleContract, resolveRef } from '../scripts/bundle-contract.mjs';
import { mintToken } from './jwt.ts';

export type Json = Record<string, unknown>;

export interface Media {
  example?: unknown;
  examples?: Record<string, Json>;
  schema?: Json;
}
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
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

export interface ContractOperation {
  /** `GET /member/skills/` */
  label: string;
  method: string;
  /** The path as the contract spells it, e.g. `/teacher/homework/{id}/`. */
  path: string;
  operationId: string;
  op: Operation;
  parameters: Parameter[];
  /** Whether a bearer token is required. */
  secured: boolean;
  pattern: RegExp;
  paramNames: string[];
}

export interface ExampleCase {
  name?: string;
  value: unknown;
  path: string;
  method: string;
  op: Operation;
  operationId: string;
  status: number;
  label: string;
}

/** Looks up the success example names of `METHOD /path` (no /api prefix, no query). */
export type ExampleLookup = (method: string, path: string) => readonly string[];

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;
// The smallest valid PNG (1×1 transparent pixel) for multipart uploads.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
// Signed once when the module loads (jose signs asynchronously); valid until 2100.
const TOKEN = await mintToken({
  token_type: 'access',
  user_id: 101,
  username: 'student',
  role: 'student',
  iat: 0,
  exp: 4102444800,
});

/** Whether `op` declares the answer `status` (or a `default` answer). */
export function declaresStatus(op: Operation, status: number): boolean {
  const declared = Object.keys(op.responses ?? {});
  return declared.includes(String(status)) || declared.includes('default');
}

/** `/teacher/homework/{id}/` → /^\/teacher\/homework\/([^/]+)\/$/ and ['id'] */
function templateToRegExp(template: string): { pattern: RegExp; paramNames: string[] } {
  const paramNames: string[] = [];
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_, name: string) => {
    paramNames.push(name);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${escaped}$`), paramNames };
}

export type Contract = ReturnType<typeof readContract>;

/** Reads the contract at `entry` (openapi/platform.yaml by default). */
export function loadContract(entry?: string): Contract {
  return readContract(bundleContract(entry) as Json);
}

/** The walk over an already bundled document (internal refs allowed). */
export function readContract(doc: Json) {
  const resolve = <T = Json>(node: unknown): T => resolveRef(doc, node) as T;
  const globalSecurity = (doc.security as Json[] | undefined) ?? [];

  const operations: ContractOperation[] = Object.entries(doc.paths as Record<string, Json>).flatMap(
    ([path, rawItem]) => {
      const item = resolve<Json>(rawItem);
      return METHODS.filter((m) => item[m]).map((method) => {
        const op = item[method] as Operation;
        const security = op.security ?? globalSecurity;
        return {
          label: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path,
          operationId: op.operationId ?? '',
          op,
          parameters: (op.parameters ?? []).map((p) => resolve<Parameter>(p)),
          // `security: [{}, {bearerAuth: []}]` makes the token optional (a visitor may call it too).
          secured: security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0),
          ...templateToRegExp(path),
        };
      });
    },
  );
  // Literal paths before templated ones, so /member/profile/brief never matches /member/profile/{id}.
  const byLiteralFirst = [...operations].sort((a, b) => a.paramNames.length - b.paramNames.length);

  /** The operation a request is, with its path parameters (decoded), or undefined. */
  const find = (method: string, path: string) => {
    for (const operation of byLiteralFirst) {
      if (operation.method !== method.toUpperCase()) continue;
      const match = operation.pattern.exec(path);
      if (!match) continue;
      const params = Object.fromEntries(
        operation.paramNames.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]),
      );
      return { operation, params };
    }
    return undefined;
  };

  const mediaOf = (response: unknown): Media | undefined =>
    (resolve<{ content?: Record<string, Media> }>(response).content ?? {})['application/json'];

  const examplesOf = (media: Media | undefined): { name?: string; value: unknown }[] =>
    media?.examples
      ? Object.entries(media.examples).map(([name, example]) => ({ name, value: resolve<Json>(example).value }))
      : media && 'example' in media
        ? [{ value: media.example }]
        : [];

  /** The success answer's status and media of an operation. */
  const success = (op: Operation) => {
    const entry = Object.entries(op.responses ?? {}).find(([status]) => /^2/.test(status));
    return entry ? { status: Number(entry[0]), media: mediaOf(entry[1]) } : undefined;
  };

  /** Success example names of `METHOD /path`, for the gateway's role and `empty` examples. */
  const exampleNames: ExampleLookup = (method, path) => {
    const found = find(method, path);
    return found ? Object.keys(success(found.operation.op)?.media?.examples ?? {}) : [];
  };

  /** One case per (operation, status, example), for 2xx and error responses alike. */
  const cases: ExampleCase[] = operations.flatMap(({ path, method, label, op, operationId }) =>
    Object.entries(op.responses ?? {}).flatMap(([status, response]) =>
      examplesOf(mediaOf(response)).map((example) => ({
        ...example,
        path,
        method: method.toLowerCase(),
        op,
        operationId,
        status: Number(status),
        label: `${label} ${status} ${example.name ?? '(example)'}`,
      })),
    ),
  );

  /**
   * A request that satisfies the operation's request validation, built from its own examples;
   * `full` also sends the optional query parameters that carry an example (the request the
   * contract describes, for replaying it against the world).
   */
  const buildRequest = (path: string, method: string, op: Operation, token = TOKEN, full = false) => {
    const headers = new Headers({ Accept: 'application/json' });
    const query = new URLSearchParams();
    for (const parameter of (op.parameters ?? []).map((p) => resolve<Parameter>(p))) {
      const value = String(parameter.example ?? (parameter.schema?.examples as unknown[] | undefined)?.[0] ?? '');
      if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
      else if (parameter.in === 'query' && (parameter.required || (full && value !== '')))
        query.set(parameter.name, value);
      else if (parameter.in === 'header' && parameter.required) headers.set(parameter.name, value);
    }
    const security = op.security ?? globalSecurity;
    if (security.some((requirement) => Object.keys(requirement).length > 0))
      headers.set('Authorization', `Bearer ${token}`);
    let body: BodyInit | undefined;
    const content = resolve<{ content?: Record<string, Media> }>(op.requestBody).content ?? {};
    if (content['application/json']) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(examplesOf(content['application/json'])[0]?.value);
    } else if (content['multipart/form-data']) {
      const media = content['multipart/form-data'];
      const schema = resolve<{ properties?: Record<string, Json>; required?: string[] }>(media.schema);
      const isFile = (property: Json) => property.contentMediaType !== undefined || property.format === 'binary';
      const png = () => new Blob([Buffer.from(PNG, 'base64')], { type: 'image/png' });
      const form = new FormData();
      // The media type's own example is the form the contract describes (e.g. receiver and message).
      const example = examplesOf(media)[0]?.value as Json | undefined;
      for (const [name, value] of Object.entries(example ?? {})) {
        if (isFile(resolve<Json>(schema.properties?.[name] ?? {}))) form.append(name, png(), 'avatar.png');
        else form.append(name, String(value));
      }
      for (const name of schema.required ?? []) {
        if (form.has(name)) continue;
        const property = resolve<Json>(schema.properties?.[name]);
        if (isFile(property)) form.append(name, png(), 'avatar.png');
        else form.append(name, String(property.example ?? 'x'));
      }
      // The whole request: the optional text fields that carry an example, too (unless the media
      // type's example already is the whole form).
      for (const [name, raw] of full && !example ? Object.entries(schema.properties ?? {}) : []) {
        const property = resolve<Json>(raw);
        if (!form.has(name) && property.example !== undefined && !isFile(property))
          form.append(name, String(property.example));
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

  return { doc, resolve, operations, find, success, mediaOf, examplesOf, exampleNames, cases, buildRequest, mergeKeys };
}
