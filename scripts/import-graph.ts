import { readFileSync } from 'node:fs';
import path from 'node:path';

// The import graph read from sources, for the server's and the web's architecture tests
// (dev only): one cycle finder, so both apps judge a cycle the same way.

/** Relative imports (static, side-effect and lazy) of a file, resolved to absolute paths. */
export function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import\(?)\s*'(\.{1,2}\/[^']+)'/g)].map((match) =>
    path.resolve(path.dirname(file), match[1] ?? ''),
  );
}

/**
 * Which folder imports which: `folderOf` names a file's folder (undefined: not in one), and links
 * inside one folder are left out.
 */
export function folderEdges(
  files: string[],
  importsOf: (file: string) => string[],
  folderOf: (file: string) => string | undefined,
): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const from = folderOf(file);
    if (!from) continue;
    for (const target of importsOf(file)) {
      const to = folderOf(target);
      if (!to || to === from) continue;
      edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return edges;
}

/** Every cycle of an import graph (files or folders as nodes), as `a → b → a`. */
export function importCycles(edges: Map<string, Set<string>>): string[] {
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
