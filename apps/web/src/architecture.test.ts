import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  COLLAB_STATUSES,
  DELIVERABLE_STATUSES,
  OFFER_STATUSES,
  PROJECT_STATUSES,
} from '@kollabo/shared';

// The web's boundaries, read from its sources: a project, offer, collaboration or deliverable
// status is compared through the shared machines' predicates (`projectIs`, `offerIs`, `collabIs`,
// `deliverableIs`, `canEditProject`...), never as a literal;
// no cycle between features, direct or through others (features/<name>/ as one node).

const root = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    const source = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return source && !/^test-/.test(entry.name) ? [full] : [];
  });
}

const files = sourceFiles(root);
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

const featureOf = (file: string) => rel(file).match(/^features\/([^/]+)\//)?.[1];

/** Relative imports (static, side-effect and lazy) of a file, resolved to paths under src. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import\(?)\s*'(\.{1,2}\/[^']+)'/g)].map((match) =>
    path.resolve(path.dirname(file), match[1] ?? ''),
  );
}

/** Every cycle of a folder graph, as `a → b → a`. */
function folderCycles(edges: Map<string, Set<string>>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (node: string, trail: string[]) => {
    if (state.get(node) === 'done') return;
    if (state.get(node) === 'open') {
      cycles.push([...trail.slice(trail.indexOf(node)), node].join(' → '));
      return;
    }
    state.set(node, 'open');
    for (const next of edges.get(node) ?? []) visit(next, [...trail, node]);
    state.set(node, 'done');
  };
  for (const node of edges.keys()) visit(node, []);
  return cycles;
}

/** Which feature imports which (features/<name>/ as one node; tests excluded). */
function featureEdges(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const from = featureOf(file);
    if (!from) continue;
    for (const target of importsOf(file)) {
      const to = featureOf(target);
      if (!to || to === from) continue;
      edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return edges;
}

describe('web folders', () => {
  it('has no cycle between features', () => {
    expect(folderCycles(featureEdges())).toEqual([]);
  });

  it('finds a cycle, direct or through a third feature (the scan itself)', () => {
    const graph = (pairs: string[]) =>
      pairs.reduce((edges, pair) => {
        const [from = '', to = ''] = pair.split(' → ');
        return edges.set(from, (edges.get(from) ?? new Set<string>()).add(to));
      }, new Map<string, Set<string>>());
    expect(folderCycles(graph(['reviews → profiles', 'profiles → reviews']))).toEqual([
      'reviews → profiles → reviews',
    ]);
    expect(
      folderCycles(graph(['socials → profiles', 'profiles → offers', 'offers → socials'])),
    ).toEqual(['socials → profiles → offers → socials']);
    expect(folderCycles(graph(['offers → profiles', 'reviews → profiles']))).toEqual([]);
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
