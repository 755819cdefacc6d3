import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  COLLAB_STATUSES,
  DELIVERABLE_STATUSES,
  OFFER_STATUSES,
  PROJECT_STATUSES,
} from '@kollabo/shared';
import {
  folderEdges,
  folderUnder,
  importCycles,
  sourceFilesUnder,
  sourceImports,
} from '../../../scripts/import-graph.js';

// The web's boundaries, read from its sources: a project, offer, collaboration or deliverable
// status is compared through the shared machines' predicates (`projectIs`, `offerIs`, `collabIs`,
// `deliverableIs`, `canEditProject`...), never as a literal;
// no cycle between files, nor between any two folders (features/<name>, layout, components, lib...
// each one node; a root file its own), direct or through others.

const root = import.meta.dirname;

const files = sourceFilesUnder(root, { tsx: true }).filter(
  (file) => !path.basename(file).startsWith('test-'),
);
const rel = (file: string) => path.relative(root, file);

const STATUS_LITERALS = [
  ...new Set<string>([
    ...PROJECT_STATUSES,
    ...OFFER_STATUSES,
    ...COLLAB_STATUSES,
    ...DELIVERABLE_STATUSES,
  ]),
].join('|');
const operand = String.raw`[\w$.?\[\]()]+`;
const comparison = new RegExp(
  String.raw`(${operand})\s*[!=]==?\s*'(${STATUS_LITERALS})'|'(${STATUS_LITERALS})'\s*[!=]==?\s*(${operand})|case '(${STATUS_LITERALS})':`,
  'g',
);

/**
 * Operands that hold something else spelled like a status: the edit form's action (save,
 * prePublish, close: what the owner asks, checked by canEditProject).
 */
const NOT_A_STATUS = [/action$/i];

/** `file:line: code` of each status literal comparison in `text`. */
export function statusComparisons(name: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) =>
    [...line.matchAll(comparison)]
      .filter((match) => {
        const other = match[1] ?? match[4] ?? '';
        return !NOT_A_STATUS.some((pattern) => pattern.test(other));
      })
      .map(() => `${name}:${index + 1}: ${line.trim()}`),
  );
}

const known = new Set(files);
/** The web's source files a file imports (type-only imports load nothing: left out). */
const importsOf = (file: string) => sourceImports(file, known);

describe('web folders', () => {
  it('has no cycle between any two folders', () => {
    expect(importCycles(folderEdges(files, importsOf, folderUnder(root)))).toEqual([]);
  });

  it('has no cycle between files (lazy imports included)', () => {
    const graph = new Map(files.map((file) => [rel(file), new Set(importsOf(file).map(rel))]));
    expect(importCycles(graph)).toEqual([]);
  });

  it('finds a cycle, direct or through a third feature (the scan itself)', () => {
    const graph = (pairs: string[]) =>
      pairs.reduce((edges, pair) => {
        const [from = '', to = ''] = pair.split(' → ');
        return edges.set(from, (edges.get(from) ?? new Set<string>()).add(to));
      }, new Map<string, Set<string>>());
    expect(importCycles(graph(['reviews → profiles', 'profiles → reviews']))).toEqual([
      'reviews → profiles → reviews',
    ]);
    expect(
      importCycles(graph(['socials → profiles', 'profiles → offers', 'offers → socials'])),
    ).toEqual(['socials → profiles → offers → socials']);
    expect(importCycles(graph(['offers → profiles', 'reviews → profiles']))).toEqual([]);
  });
});

describe('web boundaries', () => {
  it('compares a project, offer, collaboration or deliverable status through the shared predicates only', () => {
    const found = files.flatMap((file) => statusComparisons(rel(file), readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('finds the comparisons it forbids (the scan itself)', () => {
    const sample = [
      "if (project.statut === 'publish') go();",
      "const won = 'select' !== offer.statutOffer;",
      "case 'prePublish':",
      "if (action === 'save') save();",
      "if (d.status === 'changes') wait();",
      "if (data.status === 'completed') done();",
    ].join('\n');
    expect(statusComparisons('sample.ts', sample)).toEqual([
      "sample.ts:1: if (project.statut === 'publish') go();",
      "sample.ts:2: const won = 'select' !== offer.statutOffer;",
      "sample.ts:3: case 'prePublish':",
      "sample.ts:5: if (d.status === 'changes') wait();",
      "sample.ts:6: if (data.status === 'completed') done();",
    ]);
  });
});
