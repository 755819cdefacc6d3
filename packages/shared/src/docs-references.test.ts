import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The project's documents name files, migrations, commands and code; each name must exist, so a
// document cannot keep pointing at what was renamed or removed. Read: README.md, CONTRIBUTING.md
// and docs/*.md (the specification in docs/spec/ names the product, not the code).

const root = path.resolve(import.meta.dirname, '../../..');
const SKIP = new Set(['node_modules', 'dist', '.git', 'data', 'test-results', 'coverage']);

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(path.relative(root, full));
  }
  return out;
}

const files = walk(root);
const documents = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const code = files
  .filter((file) => /\.(ts|tsx|mjs|js|css|sql)$/.test(file))
  .map((file) => readFileSync(path.join(root, file), 'utf8'))
  .join('\n');
const words = new Set(code.match(/[A-Za-z_$][\w$]*/g) ?? []);
const migrations = readdirSync(path.join(root, 'apps/server/src/db/migrations'))
  .filter((name) => name.endsWith('.sql'))
  .map((name) => name.replace(/\.sql$/, ''));
const scripts = new Set(
  [
    'package.json',
    ...files.filter((f) => /^(apps|packages|e2e|bench)\/[^/]+\/package\.json$/.test(f)),
  ].flatMap((file) =>
    Object.keys(
      (JSON.parse(readFileSync(path.join(root, file), 'utf8')) as { scripts?: object }).scripts ??
        {},
    ),
  ),
);

/** The names a document writes between backticks. */
const quoted = (text: string) => [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] as string);

/** A path ending: `escrow/payment-state.ts` is found as apps/server/src/modules/escrow/... */
const fileExists = (name: string) =>
  existsSync(path.join(root, name)) ||
  files.some((file) => file === name || file.endsWith(`/${name}`)) ||
  files.some((file) => file.startsWith(`${name}/`) || file.includes(`/${name}/`));

/** Where the code lives: a name starting there, or ending with a file extension, is a path. */
const CODE_FOLDERS =
  /^(apps|packages|e2e|bench|docs|scripts|\.ci|modules|lib|integrations|plugins|db|features|components|test-support|state-machines|contracts|messages|journeys|support)\//;

/** A path of the repository (not a URL, an API or page path, a placeholder or runtime data). */
const isPath = (name: string) =>
  !/\s|\.\.\.|^\/|^https?:|^DATA_DIR\/|^\.\/data\b|[*{}<>]/.test(name) &&
  (CODE_FOLDERS.test(name) || /^[\w./@[\]-]+\.(ts|tsx|mjs|js|json|css|sql|md)$/.test(name));

function problems(document: string): string[] {
  const found: string[] = [];
  for (const raw of quoted(readFileSync(path.join(root, document), 'utf8'))) {
    const name = raw.trim();
    const script = /^npm run ([\w:-]+)/.exec(name);
    if (script?.[1] && !scripts.has(script[1])) found.push(`command ${name}`);
    const migration = /^(\d{4}_[a-z0-9_]+)$/.exec(name);
    if (migration?.[1] && !migrations.includes(migration[1])) found.push(`migration ${name}`);
    // An npm package (@scope/name): installed.
    if (/^@[\w-]+\/[\w.-]+$/.test(name)) {
      if (!existsSync(path.join(root, 'node_modules', name))) found.push(`package ${name}`);
    } else if (isPath(name) && !fileExists(name.replace(/\/$/, ''))) {
      found.push(`file ${name}`);
    }
    // A code name: camelCase or CONSTANT_CASE, with a call's parentheses or not.
    const identifier = /^([A-Za-z_$][\w$]*)(\(.*\))?$/.exec(name)?.[1];
    if (
      identifier &&
      (/[a-z][A-Z]/.test(identifier) || /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/.test(identifier)) &&
      !words.has(identifier)
    ) {
      found.push(`name ${name}`);
    }
  }
  return found;
}

describe('the documents name what exists', () => {
  for (const document of documents) {
    it(document, () => {
      expect(problems(document)).toEqual([]);
    });
  }
});

describe('the web-to-server table of docs/ARCHITECTURE.md', () => {
  it('lists every web feature folder', () => {
    const table = readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8');
    const listed = new Set([...table.matchAll(/^\| `([\w-]+)` \|/gm)].map((m) => m[1]));
    const folders = readdirSync(path.join(root, 'apps/web/src/features'));
    expect(folders.filter((folder) => !listed.has(folder))).toEqual([]);
  });
});
