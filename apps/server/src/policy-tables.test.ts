import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Each policy file has a table-driven test of its own, beside it, that asks every rule the file
// defines (issue 41, point 3): a new rule without its rows fails here. Re-exports
// (`export { … } from`) are tested where they are defined.

const repo = path.resolve(import.meta.dirname, '../../..');
const modules = path.join(import.meta.dirname, 'modules');
const sharedPolicies = path.join(repo, 'packages/shared/src/policies');

const policyFiles = [
  ...readdirSync(modules, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(path.join(modules, entry.name))
        .filter((file) => file.endsWith('.policy.ts'))
        .map((file) => path.join(modules, entry.name, file)),
    ),
  ...readdirSync(sharedPolicies)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(sharedPolicies, file)),
];

/** `x.policy.ts` → `x.policy.test.ts`; a shared `x.ts` → `x.policy.test.ts`. */
const testOf = (file: string) => file.replace(/(\.policy)?\.ts$/, '.policy.test.ts');

/** The rules a file defines: its exported functions and constants (not types, not re-exports). */
const definedRules = (text: string) =>
  [...text.matchAll(/^export (?:async )?(?:const|function) (\w+)/gm)].map((match) => match[1]);

describe('policy tables', () => {
  it('finds the server policies and the shared ones', () => {
    expect(policyFiles.length).toBeGreaterThanOrEqual(14);
  });

  it.each(policyFiles.map((file) => [path.relative(repo, file), file]))(
    '%s has a table asking every rule it defines',
    (_name, file) => {
      const test = testOf(file);
      expect(existsSync(test), `${path.basename(test)} is missing`).toBe(true);
      const text = readFileSync(test, 'utf8');
      expect(text).toMatch(/\bit\.each\(/);
      const unasked = definedRules(readFileSync(file, 'utf8')).filter(
        (rule) => !new RegExp(`\\b${rule}\\(`).test(text),
      );
      expect(unasked).toEqual([]);
    },
  );

  it('reads the rules a file defines, not its types nor its re-exports', () => {
    const sample = [
      "export { otherRole } from '../collab/collab.policy.js';",
      'export interface Parties { ownerId: string }',
      'export type Side = string;',
      'export const canPay = (role: string) => true;',
      'export function collabCan() {}',
      'const local = 1;',
    ].join('\n');
    expect(definedRules(sample)).toEqual(['canPay', 'collabCan']);
  });
});
