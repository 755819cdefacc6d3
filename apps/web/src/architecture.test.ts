import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OFFER_STATUSES, PROJECT_STATUSES } from '@kollabo/shared';

// The web's boundaries, read from its sources: a project or offer status is compared through the
// shared machines' predicates (`projectIs`, `offerIs`, `canEditProject`...), never as a literal;
// no two features import each other (features/<name>/ as one node).

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

const STATUS_LITERALS = [...new Set<string>([...PROJECT_STATUSES, ...OFFER_STATUSES])].join('|');
const operand = String.raw`[\w$.?\[\]()]+`;
const comparison = new RegExp(
  String.raw`(${operand})\s*[!=]==?\s*'(${STATUS_LITERALS})'|'(${STATUS_LITERALS})'\s*[!=]==?\s*(${operand})|case '(${STATUS_LITERALS})':`,
  'g',
);

/**
 * Operands that hold something else spelled like a status: the edit form's action (save,
 * prePublish, close: what the owner asks, checked by canEditProject) and a collaboration's or
 * deliverable's `.status` (its own machine, not yet in shared; to be removed when it is).
 */
const NOT_A_STATUS = [/action$/i, /\.status$/];

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

/** Relative imports (static and lazy) of a file, resolved to paths under src. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)].map((match) =>
    path.resolve(path.dirname(file), match[1] ?? ''),
  );
}

/**
 * Feature imports that close a folder cycle today, each to be removed:
 * - reviews → collab: the review list calls the collaboration's api and action hook, and the
 *   collaboration space shows a review; reviews get their own api.ts with the collaboration split.
 * - reviews → profiles: the profile's reviews reuse the profile styles and image URLs, and the
 *   profile card shows the rating; the shared pieces go to components/ and lib/.
 * - socials → profiles: the social cards reuse the profile's audience wording (Followers), which
 *   belongs with the socials.
 * - collab-payments → collab: the payment section's forms reuse the space's action hook and error
 *   line while the space shows the section; the hook and ActionError go to components/ and lib/.
 */
const ALLOWED_FEATURE_CYCLE_EDGES = [
  'collab-payments → collab',
  'reviews → collab',
  'reviews → profiles',
  'socials → profiles',
];

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

function featureEdges(allowed: readonly string[]): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const from = featureOf(file);
    if (!from) continue;
    for (const target of importsOf(file)) {
      const to = featureOf(target);
      if (!to || to === from || allowed.includes(`${from} → ${to}`)) continue;
      edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return edges;
}

describe('web folders', () => {
  it('has no cycle between features', () => {
    expect(folderCycles(featureEdges(ALLOWED_FEATURE_CYCLE_EDGES))).toEqual([]);
  });

  it('still needs each allowed edge (remove it from the list once its cycle is gone)', () => {
    const all = featureEdges([]);
    const needed = ALLOWED_FEATURE_CYCLE_EDGES.filter((edge) => {
      const [from = '', to = ''] = edge.split(' → ');
      return all.get(from)?.has(to) && all.get(to)?.has(from);
    });
    expect(needed).toEqual(ALLOWED_FEATURE_CYCLE_EDGES);
  });
});

describe('web boundaries', () => {
  it('compares a project or offer status through the shared predicates only', () => {
    const found = files.flatMap((file) => statusComparisons(rel(file), readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('finds the comparisons it forbids (the scan itself)', () => {
    const sample = [
      "if (project.statut === 'publish') go();",
      "const won = 'select' !== offer.statutOffer;",
      "case 'prePublish':",
      "if (action === 'save') save();",
      "if (d.status === 'pending') wait();",
    ].join('\n');
    expect(statusComparisons('sample.ts', sample)).toEqual([
      "sample.ts:1: if (project.statut === 'publish') go();",
      "sample.ts:2: const won = 'select' !== offer.statutOffer;",
      "sample.ts:3: case 'prePublish':",
    ]);
  });
});
