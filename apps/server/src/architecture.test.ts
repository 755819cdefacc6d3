import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  folderEdges,
  folderUnder,
  importCycles,
  sourceFilesUnder,
  sourceImports,
} from '../../../scripts/import-graph.js';

// The server's boundaries, read from its sources: a feature reaches another feature through its
// service (or a small exported query), never its repository; plugins read no repository; the
// project's status is written by the projects module only; no import cycle, between files or
// between modules; who may do what is decided in policies, not inline in services.

const root = import.meta.dirname;

const files = sourceFilesUnder(root, { skip: ['migrations', 'test-support'] });
const rel = (file: string) => path.relative(root, file);

const known = new Set(files);
/** The server's source files a file imports (type-only imports load nothing: left out). */
const importsOf = (file: string) => sourceImports(file, known);

const moduleOf = (file: string) => rel(file).match(/^modules\/([^/]+)\//)?.[1];

describe('server boundaries', () => {
  it('reaches another feature through its service, never its repository', () => {
    const crossings = files.flatMap((file) =>
      importsOf(file)
        .filter((target) => target.endsWith('.repository.ts'))
        .filter((target) => moduleOf(target) !== moduleOf(file))
        .map((target) => `${rel(file)} → ${rel(target)}`),
    );
    expect(crossings).toEqual([]);
  });

  it('changes a project status only in the projects module', () => {
    const writers = files.filter((file) => {
      if (moduleOf(file) === 'projects') return false;
      const text = readFileSync(file, 'utf8');
      return /update\(projects\)[\s\S]{0,200}statut/.test(text);
    });
    expect(writers.map(rel)).toEqual([]);
  });

  it('has no import cycle between files', () => {
    const graph = new Map(files.map((file) => [rel(file), new Set(importsOf(file).map(rel))]));
    expect(importCycles(graph)).toEqual([]);
  });
});

describe('server test files', () => {
  it('replace a module (vi.mock) only in a *.mocked.test.ts file, which runs with modules of its own', () => {
    const testFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return testFiles(full);
        return entry.name.endsWith('.test.ts') ? [full] : [];
      });
    const mocking = testFiles(root)
      .filter((file) => !file.endsWith('.mocked.test.ts'))
      .filter((file) => /\bvi\.mock\(/.test(readFileSync(file, 'utf8')))
      .map(rel);
    expect(mocking).toEqual([]);
  });
});

describe('server folders', () => {
  it('has no cycle between any two folders (lib, plugins, integrations, each module...; a root file as its own node)', () => {
    expect(importCycles(folderEdges(files, importsOf, folderUnder(root)))).toEqual([]);
  });
});

/**
 * A link to a page of the app written by hand (`${ctx.config.publicUrl}/collab/${id}`): the page's
 * path is written in CLIENT_ROUTES only, and `pagePath('/collab/:idOffer', { idOffer })` builds it.
 */
const HAND_WRITTEN_PAGE_LINK = /publicUrl\}\/[\w-]/;
/**
 * The subscription checkout's return page carries the provider's placeholder
 * `{CHECKOUT_SESSION_ID}`, which the provider replaces only when it is left unencoded (pagePath
 * would encode its braces).
 */
const PROVIDER_PLACEHOLDER_LINKS = ['modules/payments/payments.service.ts'];

describe('server links to pages', () => {
  it('builds a page address with pagePath, never by hand', () => {
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          HAND_WRITTEN_PAGE_LINK.test(line) &&
          !(
            PROVIDER_PLACEHOLDER_LINKS.includes(rel(file)) && line.includes('{CHECKOUT_SESSION_ID}')
          )
            ? [`${rel(file)}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(found).toEqual([]);
  });
});

/**
 * An owner, party or role check written inline: an id compared with the viewer's (`viewer.id`,
 * `user.id`, `session?.id`, `viewerId`...), an owner's or author's id compared with anything, a
 * role compared, `isAdmin`. Services ask their module's policy (`<module>.policy.ts`) instead.
 */
const INLINE_PERMISSION_CHECKS = [
  /[!=]==?\s*(?:viewer|user|session|sender|reporter|actor)\??\.id\b/,
  /\b(?:viewer|user|session|sender|reporter|actor)\??\.id\s*[!=]==?/,
  /[!=]==?\s*viewerId\b|\bviewerId\s*[!=]==?/,
  /\b(?:ownerId|authorId|targetId|userId)\s*[!=]==?|[!=]==?\s*[\w?.]*\b(?:ownerId|authorId|targetId|userId)\b/,
  /\brole\s*[!=]==?|[!=]==?\s*[\w?.]*\brole\b/,
  /\bisAdmin\b/,
];

/** `file:line: code` of each inline permission check in `text`. */
export function inlinePermissionChecks(name: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      INLINE_PERMISSION_CHECKS.some((pattern) => pattern.test(line))
        ? [`${name}:${index + 1}: ${line.trim()}`]
        : [],
    );
}

describe('server permissions', () => {
  it('checks an owner, a party or a role in a policy, never inline in a service', () => {
    const found = files
      .filter((file) => !file.endsWith('.policy.ts'))
      .flatMap((file) => inlinePermissionChecks(rel(file), readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('finds the checks it forbids (the scan itself)', () => {
    const sample = [
      'if (project.ownerId !== user.id) throw notOwner();',
      "if (party.role !== 'owner') throw forbidden();",
      "const admin = viewer?.role === 'admin';",
      'const mine = rows.find((r) => r.authorId === viewerId);',
      'if (isAdmin(viewer)) return;',
      'if (!canEditProject(project, user)) throw notOwner();',
      'if (project.id !== projectId) throw forbidden();',
    ].join('\n');
    expect(inlinePermissionChecks('sample.ts', sample)).toEqual([
      'sample.ts:1: if (project.ownerId !== user.id) throw notOwner();',
      "sample.ts:2: if (party.role !== 'owner') throw forbidden();",
      "sample.ts:3: const admin = viewer?.role === 'admin';",
      'sample.ts:4: const mine = rows.find((r) => r.authorId === viewerId);',
      'sample.ts:5: if (isAdmin(viewer)) return;',
    ]);
  });
});

describe('project documents', () => {
  const repo = path.resolve(root, '../../..');
  const documents = ['README.md', 'CONTRIBUTING.md', 'docs/ARCHITECTURE.md'];

  it('point only inside the repository, to files that exist', () => {
    const problems = documents.flatMap((name) => {
      const text = readFileSync(path.join(repo, name), 'utf8');
      const outside = [...text.matchAll(/`(\.\.\/[^`]*)`/g)].map((m) => `${name}: ${m[1]}`);
      const missing = [...text.matchAll(/`(docs\/[^`]+\.md)`/g)]
        .filter((m) => !existsSync(path.join(repo, m[1] ?? '')))
        .map((m) => `${name}: ${m[1]} is missing`);
      return [...outside, ...missing];
    });
    expect(problems).toEqual([]);
  });
});
