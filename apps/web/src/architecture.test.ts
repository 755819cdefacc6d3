import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OFFER_STATUSES, PROJECT_STATUSES } from '@kollabo/shared';

// The web's boundaries, read from its sources: a project or offer status is compared through the
// shared machines' predicates (`projectIs`, `offerIs`, `canEditProject`...), never as a literal.

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
