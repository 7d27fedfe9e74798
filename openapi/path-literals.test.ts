// @vitest-environment node
/**
 * No API path is written by hand in `src` outside the generated client: the app calls generated
 * hooks and functions, and stories and tests name an operation by its operationId
 * (src/testing/handlers.ts), so a path renamed in the contract fails the type-check, not a story
 * at run time. Every string and template literal of `src` (outside `src/api/generated`) is read
 * with TypeScript's parser and compared with every operation's path, an MSW pattern (`*…`, `:id`)
 * and a template's `${…}` counting as a path parameter. Routes of the app that look like API paths
 * (`/teacher/classes`) are not operations, so they pass.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../mocks/contract.ts';

const root = join(import.meta.dirname, '..');
const src = join(root, 'src');
const { operations } = loadContract();

/** A literal as a path: MSW's `*` prefix, `:name` and `${…}` become one segment, the query goes. */
function asPath(text: string): string {
  return text
    .replace(/^\*/, '')
    .replace(/\?.*$/, '')
    .replace(/:[A-Za-z_]\w*/g, 'x');
}

const isApiPath = (text: string) => {
  const path = asPath(text);
  // Also without the `/api` prefix the app's fetch adds, and with or without a trailing slash.
  const candidates = [path, path.replace(/^\/api(?=\/)/, '')];
  return candidates.some((candidate) => operations.some((operation) => operation.pattern.test(candidate)));
};

/** Every string and template literal in `file`, templates with each `${…}` as one segment `x`. */
function literalsOf(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node))
      text = node.head.text + node.templateSpans.map((span) => `x${span.literal.text}`).join('');
    if (text !== undefined && text.includes('/'))
      found.push({ text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.(ts|tsx)$/.test(name) && !name.startsWith(join('api', 'generated')))
  .map((name) => join(src, name));

describe('API paths in src', () => {
  it('reads a path, an MSW pattern and a template as the operations they name', () => {
    expect(isApiPath('/member/profile/')).toBe(true);
    expect(isApiPath('*/teacher/quiz/:quizId/')).toBe(isApiPath('/teacher/quiz/12/'));
    expect(isApiPath('/member/homework/x/skills/')).toBe(true);
    expect(isApiPath('/teacher/classes')).toBe(false);
  });

  it('has none outside the generated client', () => {
    const offenders = files.flatMap((file) =>
      literalsOf(file)
        .filter(({ text }) => isApiPath(text))
        .map(({ text, line }) => `${relative(root, file)}:${line} ${text}`),
    );
    expect(files.length).toBeGreaterThan(500);
    expect(offenders).toEqual([]);
  });
});
