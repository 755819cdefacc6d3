import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// An API address is written once, in its endpoint descriptor (contracts/*.ts); every client
// builds it from there (`apiPath`, `endpointUrl`: the web app, the journeys' client
// e2e/support/api-client.ts, the benchmarks' bench/api-client.mjs, the server's own links).
// This reads the string and template literals of those sources (comments aside) and fails on any
// that writes an `/api` address by hand, or a query by hand after `apiPath` (`?id=${id}`).

const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * Where the rule holds: the web app, the journeys and the benchmarks with their tests, the
 * server's sources. The server's own API tests (`*.test.ts` under apps/server, about 750
 * `app.inject` calls) are left out on purpose: they write the spec's wire addresses as the spec
 * writes them, so a descriptor whose path drifts from the spec fails them instead of following
 * it; endpoints-in-spec.test.ts checks every descriptor against the spec itself.
 */
const SCANNED = [
  { dir: 'apps/web', tests: true },
  { dir: 'e2e', tests: true },
  { dir: 'bench', tests: true },
  { dir: 'apps/server/src', tests: false },
];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test-results']);
const SOURCE = /\.(ts|tsx|mjs|js)$/;

function sourceFiles(dir: string, tests: boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full, tests);
    if (!SOURCE.test(entry.name)) return [];
    return tests || !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Where a template inserts a value. */
const HOLE = '\u0000';
/** `/api` as an address: alone, or followed by a path, a query or an inserted value. */
const API_ADDRESS = new RegExp(`(^|[^\\w.])/api($|[/?${HOLE}])`);

/** The literals of `file` that write an /api address, as `file:line text`. */
export function handWrittenAddresses(file: string, code = readFileSync(file, 'utf8')): string[] {
  if (!code.includes('/api') && !code.includes('apiPath(')) return []; // most files: nothing to parse
  const kind = /\.(mjs|js)$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TSX;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const check = (node: ts.Node, text: string) => {
    if (!API_ADDRESS.test(text)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push(`${path.relative(ROOT, file)}:${line} ${node.getText(source)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      check(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      check(node, node.head.text + node.templateSpans.map((s) => HOLE + s.literal.text).join(''));
      // `${apiPath(endpoint)}?id=${id}`: the query written by hand (endpointUrl writes it).
      const handQuery = node.templateSpans.some(
        (span) =>
          ts.isCallExpression(span.expression) &&
          span.expression.expression.getText(source) === 'apiPath' &&
          /^[?&][\w-]+=/.test(span.literal.text),
      );
      if (handQuery) check(node, '/api?');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('API addresses', () => {
  const files = SCANNED.flatMap(({ dir, tests }) => sourceFiles(path.join(ROOT, dir), tests));

  it('reads the web app, the journeys, the benchmarks and the server', () => {
    for (const { dir } of SCANNED) {
      expect(files.filter((f) => f.startsWith(path.join(ROOT, dir))).length).toBeGreaterThan(10);
    }
  });

  it('finds an address written by hand, and only that', () => {
    const sample = [
      'fetch(`${server.url}/api${pathname}`);',
      "const url = '/api/user/login?x=1';",
      "proxy({ '/api': target });",
      '// a comment may say GET /api/user/login',
      "import { api } from './support/api-client.js';",
      "const token = 'https://api.instagram.com/oauth/access_token';",
      'const shot = `${apiPath(collabApi.screenshot)}?id=${offerId}&index=${index}`;',
      'const back = `${publicUrl}${apiPath(socialsApi.callback, { network })}`;',
    ].join('\n');
    expect(handWrittenAddresses('sample.ts', sample).map((f) => f.split(' ')[0])).toEqual([
      'sample.ts:1',
      'sample.ts:2',
      'sample.ts:3',
      'sample.ts:7',
    ]);
  });

  it('are written only in the endpoint descriptors', () => {
    const found = files.flatMap((file) => handWrittenAddresses(file));
    expect(found).toEqual([]);
  }, 30_000);
});
