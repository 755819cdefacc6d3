import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES, ERRORS, allEndpoints } from '@kollabo/shared';

// The web reaches the API only through the shared endpoint descriptors (lib/api.ts `call`,
// `endpointUrl`, `callWithProgress`, `downloadFile`). This reads every source file of the app
// and fails on any other way: an '/api' address, a network call outside lib/api.ts, or a path
// a descriptor declares written again by hand. Nor does it compare anything with an error code
// written as a string: `failedWith(error, 'no_credit')` checks the code against the shared union.

const SRC = path.resolve(import.meta.dirname, '..');
const CLIENT = 'lib/api.ts';
// The boot script's early read (lib/earlyRead.ts): lib/api.ts takes its answer, and the build
// (vite.config.ts) gives it the address from the endpoint's descriptor.
const NETWORK_CLIENTS = new Set([CLIENT, 'lib/earlyRead.ts']);
const NETWORK_CALLS = new Set(['fetch', 'apiRequest', 'XMLHttpRequest']);
const ERROR_CODES = new Set(Object.keys(ERRORS));
const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|^test-/.test(entry.name);
    return isSource ? [full] : [];
  });
}

/** A literal as path segments; HOLE stands where a template inserts a value. */
const HOLE = '\u0000';

interface Found {
  file: string;
  line: number;
  text: string;
}

interface Scan {
  /** String and template literals that start with '/'. */
  literals: (Found & { segments: string[] })[];
  /** fetch(...), apiRequest(...), new XMLHttpRequest(). */
  networkCalls: Found[];
  /** `x === 'no_credit'`, `case 'no_credit':`: an error code compared as a string. */
  codeComparisons: Found[];
}

function scan(file: string): Scan {
  const code = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const relative = path.relative(SRC, file).split(path.sep).join('/');
  const at = (node: ts.Node) => ({
    file: relative,
    line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
    text: node.getText(source),
  });
  const result: Scan = { literals: [], networkCalls: [], codeComparisons: [] };
  const isCode = (node: ts.Node) =>
    (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
    ERROR_CODES.has(node.text);
  const addLiteral = (node: ts.Node, text: string) => {
    // `${base}/user/login` is checked as the path it ends with.
    const trimmed = text.startsWith(`${HOLE}/`) ? text.slice(1) : text;
    if (!trimmed.startsWith('/')) return;
    const pathPart = trimmed.split('?')[0] ?? '';
    result.literals.push({ ...at(node), segments: pathPart.split('/').slice(1) });
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      addLiteral(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      addLiteral(
        node,
        node.head.text + node.templateSpans.map((s) => HOLE + s.literal.text).join(''),
      );
    } else if (
      (ts.isCallExpression(node) || ts.isNewExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      NETWORK_CALLS.has(node.expression.text)
    ) {
      result.networkCalls.push(at(node));
    } else if (
      (ts.isBinaryExpression(node) &&
        EQUALITY.has(node.operatorToken.kind) &&
        (isCode(node.left) || isCode(node.right))) ||
      (ts.isCaseClause(node) && isCode(node.expression))
    ) {
      result.codeComparisons.push(at(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return result;
}

/** Whether literal segments name a descriptor path (`:param` and a final `*` take values). */
function matchesPath(segments: string[], endpointPath: string): boolean {
  const pattern = endpointPath.split('/').slice(1);
  const rest = pattern.at(-1) === '*';
  if (rest ? segments.length < pattern.length : segments.length !== pattern.length) return false;
  return pattern.every((part, i) => {
    const value = segments[i] ?? '';
    if (part === '*' || part.startsWith(':')) return value !== '';
    return value === part;
  });
}

const scans = sourceFiles(SRC).map(scan);
const show = (found: Found) => `${found.file}:${found.line} ${found.text}`;

describe('web calls to the API', () => {
  it('reads the app sources', () => {
    expect(scans.length).toBeGreaterThan(50);
    expect(allEndpoints().length).toBeGreaterThan(50);
  });

  it('write no /api address outside lib/api.ts', () => {
    const found = scans
      .flatMap((s) => s.literals)
      .filter((literal) => literal.file !== CLIENT && literal.segments[0] === 'api');
    expect(found.map(show)).toEqual([]);
  });

  it('make no network call outside lib/api.ts', () => {
    const found = scans
      .flatMap((s) => s.networkCalls)
      .filter((call) => !NETWORK_CLIENTS.has(call.file));
    expect(found.map(show)).toEqual([]);
  });

  it('never write a path that a descriptor declares', () => {
    // A page may share its path with an API one (/notifications and /api/notifications): page
    // paths listed in CLIENT_ROUTES are links, not calls.
    const pages = new Set<string>(CLIENT_ROUTES);
    const paths = allEndpoints()
      .map((endpoint) => endpoint.path)
      .filter((p) => !pages.has(p));
    const found = scans
      .flatMap((s) => s.literals)
      .filter((literal) => paths.some((p) => matchesPath(literal.segments, p)));
    expect(found.map(show)).toEqual([]);
  });

  it('never compare with an error code written as a string', () => {
    const found = scans.flatMap((s) => s.codeComparisons);
    expect(found.map(show)).toEqual([]);
  });
});
