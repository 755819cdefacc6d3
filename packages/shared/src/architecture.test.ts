import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  folderEdges,
  folderUnder,
  importCycles,
  sourceFilesUnder,
  relativeImports,
  sourceImports,
} from '../../../scripts/import-graph.js';

// Shared's boundaries: no cycle between files, nor between its folders (contracts,
// state-machines, each root file as its own node).

const root = import.meta.dirname;

const files = sourceFilesUnder(root);
const known = new Set(files);
const importsOf = (file: string) => sourceImports(file, known);
const rel = (file: string) => path.relative(root, file);

describe('shared folders', () => {
  it('has no cycle between any two folders', () => {
    expect(importCycles(folderEdges(files, importsOf, folderUnder(root)))).toEqual([]);
  });

  it('has no cycle between files', () => {
    const graph = new Map(files.map((file) => [rel(file), new Set(importsOf(file).map(rel))]));
    expect(importCycles(graph)).toEqual([]);
  });

  it('names a root file as its own node and a nested file by its folder', () => {
    const folderOf = folderUnder(root);
    expect(folderOf(path.join(root, 'notifications.ts'))).toBe('notifications.ts');
    expect(folderOf(path.join(root, 'contracts/tax.ts'))).toBe('contracts');
    expect(folderOf(path.join(root, '../elsewhere.ts'))).toBeUndefined();
  });

  it('counts static, side-effect and lazy imports, and leaves type-only ones out', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'kollabo-imports-'));
    const file = path.join(dir, 'sample.ts');
    writeFileSync(
      file,
      [
        "import type { A } from './a.js';",
        "export type { A2 } from './a2.js';",
        "import { B, type B2 } from './b.js';",
        "import './c.css';",
        "const d = () => import('./d.js');",
        "// read with import('./e.js') in a comment",
        "/* or import('./f.js') in a block */",
      ].join('\n'),
    );
    expect(relativeImports(file).map((target) => path.basename(target))).toEqual([
      'b.js',
      'c.css',
      'd.js',
    ]);
  });
});
