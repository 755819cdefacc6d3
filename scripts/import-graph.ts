import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The import graph read from sources, for the server's and the web's architecture tests
// (dev only): one cycle finder, so both apps judge a cycle the same way.

/**
 * The source files below `dir` (`.ts`, and `.tsx` with `tsx`), tests left out, and folders named
 * in `skip` (migrations, test support...) not entered.
 */
export function sourceFilesUnder(
  dir: string,
  options: { tsx?: boolean; skip?: string[] } = {},
): string[] {
  const source = options.tsx ? /\.tsx?$/ : /\.ts$/;
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return options.skip?.includes(entry.name) ? [] : sourceFilesUnder(full, options);
    }
    return source.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `import type … from` and `export type … from`: erased when compiled, they load nothing. */
const TYPE_ONLY = /^\s*(?:import|export)\s+type\s[^;]*?from\s*'[^']+';?/gm;
/**
 * Comments opening a line (`//`, or a block): an import named in a comment is no import. (Only at a
 * line's start: `'image/*'` in code opens no comment.)
 */
const COMMENTS = /^\s*\/\/.*$|^\s*\/\*[\s\S]*?\*\//gm;

/**
 * Relative imports (static, side-effect and lazy) of a file, resolved to absolute paths. Type-only
 * imports are left out: they make no cycle when the code runs, and a context type naming every
 * service is a hub every folder may read.
 */
export function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(COMMENTS, '').replace(TYPE_ONLY, '');
  return [...text.matchAll(/(?:from|import\(?)\s*'(\.{1,2}\/[^']+)'/g)].map((match) =>
    path.resolve(path.dirname(file), match[1] ?? ''),
  );
}

/**
 * The source files a file imports among `known`: `./x.js` read as `./x.ts`, `./X` as `./X.tsx` or
 * `./X.ts`, a folder as its index (imports of CSS, JSON and packages fall out).
 */
export function sourceImports(file: string, known: Set<string>): string[] {
  return relativeImports(file).flatMap((target) => {
    const base = target.replace(/\.js$/, '');
    const found = ['.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ending) => base + ending)
      .find((candidate) => known.has(candidate));
    return found ? [found] : [];
  });
}

/**
 * A file's node in the folder graph: its folder under `root` (`lib`, `modules/collab`,
 * `features/offers`...), or the file itself when it sits at the root (`context.ts`, `app.ts`):
 * every folder is a node, and no root file hides in a node of its own with the others.
 */
export function folderUnder(root: string): (file: string) => string | undefined {
  return (file) => {
    const relative = path.relative(root, file);
    if (relative.startsWith('..')) return undefined;
    const folder = path.dirname(relative);
    return folder === '.' ? relative : folder;
  };
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
