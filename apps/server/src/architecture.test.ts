import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The server's boundaries, read from its imports: a feature reaches another feature through its
// service (or a small exported query), never its repository; plugins read no repository; the
// project's status is written by the projects module only; no import cycle.

const root = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const files = sourceFiles(root).filter(
  (file) => !file.includes(`${path.sep}test-support${path.sep}`),
);
const rel = (file: string) => path.relative(root, file);

/** Relative imports of a file, resolved to .ts paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((match) =>
    path.resolve(path.dirname(file), (match[1] ?? '').replace(/\.js$/, '.ts')),
  );
}

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

  it('has no import cycle', () => {
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push([...trail.slice(trail.indexOf(file)), file].map(rel).join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) if (graph.has(next)) visit(next, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of files) visit(file, []);
    expect(cycles).toEqual([]);
  });
});

/**
 * Module imports that close a folder cycle today, each to be removed: reviews reads a
 * collaboration's parties and records its events through the collab service while the collab
 * routes show the review state; splitting the collaboration service (identity, contract,
 * deliverables, reports, space read) will give reviews its own way in. Likewise escrow reads a
 * collaboration's parties and signed terms while collab asks escrow (collab-hooks) whether a
 * deliverable may be published and releases on the last approval: to be removed by the same
 * split, or by collab publishing its events for escrow to follow.
 */
const ALLOWED_MODULE_CYCLE_EDGES = ['reviews → collab', 'escrow → collab'];

describe('server folders', () => {
  it('has no cycle between modules (modules/<name>/ as one node)', () => {
    const edges = new Map<string, Set<string>>();
    for (const file of files) {
      const from = moduleOf(file);
      if (!from) continue;
      for (const target of importsOf(file)) {
        const to = moduleOf(target);
        if (!to || to === from || ALLOWED_MODULE_CYCLE_EDGES.includes(`${from} → ${to}`)) continue;
        edges.set(from, (edges.get(from) ?? new Set()).add(to));
      }
    }
    expect(folderCycles(edges)).toEqual([]);
  });

  it('still needs each allowed edge (remove it from the list once its cycle is gone)', () => {
    const needed = ALLOWED_MODULE_CYCLE_EDGES.filter((edge) => {
      const [from, to] = edge.split(' → ');
      const back = files.some(
        (file) => moduleOf(file) === to && importsOf(file).some((t) => moduleOf(t) === from),
      );
      const forth = files.some(
        (file) => moduleOf(file) === from && importsOf(file).some((t) => moduleOf(t) === to),
      );
      return back && forth;
    });
    expect(needed).toEqual(ALLOWED_MODULE_CYCLE_EDGES);
  });
});

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
