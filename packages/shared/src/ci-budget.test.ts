import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// CI's stage table and budget (.ci/budget.mjs, read by .ci/report.mjs at the end of .ci/run): a
// stage that outgrows its share of the run fails CI, and every stage .ci/run times has a share.

interface Row {
  name: string;
  seconds: number;
  status: number;
}
interface Budget {
  limitSeconds: number;
  judgeFromSeconds: number;
  shares: Record<string, number>;
}
interface BudgetModule {
  stageRows(timed: Row[], reports: Record<string, unknown>): Row[];
  overBudget(rows: Row[], budget: Budget): string[];
  slowestFiles(reports: Record<string, unknown>, count: number): { run: string; file: string }[];
}

const root = path.resolve(import.meta.dirname, '../../..');
const ciModule = pathToFileURL(path.join(root, '.ci/budget.mjs')).href;
const load = async () => (await import(ciModule)) as BudgetModule;
const budget = JSON.parse(readFileSync(path.join(root, '.ci/budget.json'), 'utf8')) as Budget;

/** A timing report (.ci/timing-reporter.mjs) whose files ran from `start`, one after another. */
function report(start: number, ...seconds: number[]) {
  const total = seconds.reduce((sum, s) => sum + s, 0);
  return {
    startTime: start,
    endTime: start + total * 1000,
    files: seconds.map((s, i) => ({ name: `/repo/file-${start}-${i}.test.ts`, seconds: s })),
  };
}

/** Rows with each stage at its share of `total` seconds, times `factor` for `grown`. */
function rowsAtShares(total: number, grown?: string, factor = 1) {
  return Object.entries(budget.shares).map(([name, share]) => ({
    name,
    seconds: Math.round(total * share * 0.8 * (name === grown ? factor : 1)),
    status: 0,
  }));
}

describe('CI budget', () => {
  it('splits npm test into its unit tests, build and journeys from their reports', async () => {
    const { stageRows } = await load();
    const rows = stageRows(
      [
        { name: 'install', seconds: 40, status: 0 },
        { name: 'npm test', seconds: 1000, status: 0 },
      ],
      { unit: report(0, 300, 200), e2e: report(900_000, 250) },
    );
    expect(rows.map((r) => [r.name, r.seconds])).toEqual([
      ['install', 40],
      ['unit tests (shared, PGlite API, web)', 500],
      ['build', 250],
      ['browser journeys', 250],
    ]);
  });

  it('names the slowest files of every run, slowest first', async () => {
    const { slowestFiles } = await load();
    const slow = slowestFiles({ unit: report(0, 5, 30), server: report(0, 12) }, 2);
    expect(slow.map((f) => [f.run, f.file])).toEqual([
      ['unit', '/repo/file-0-1.test.ts'],
      ['server', '/repo/file-0-0.test.ts'],
    ]);
  });

  it('passes a run whose stages keep their shares, and fails one whose stage outgrew it', async () => {
    const { overBudget } = await load();
    expect(overBudget(rowsAtShares(1800), budget)).toEqual([]);
    for (const name of Object.keys(budget.shares)) {
      const faults = overBudget(rowsAtShares(1800, name, 4), budget);
      expect(faults.join('\n')).toContain(`"${name}" took`);
    }
  });

  it('fails a run over its limit, and one with a stage that has no share', async () => {
    const { overBudget } = await load();
    expect(overBudget(rowsAtShares(budget.limitSeconds * 1.4), budget)[0]).toContain(
      'over its limit',
    );
    const rows = [...rowsAtShares(1800), { name: 'a new stage', seconds: 1, status: 0 }];
    expect(overBudget(rows, budget)).toEqual([
      'the stage "a new stage" has no share in .ci/budget.json',
    ]);
  });

  it('has a share for every stage .ci/run times', async () => {
    const { stageRows } = await load();
    const run = readFileSync(path.join(root, '.ci/run'), 'utf8');
    const timed = [...run.matchAll(/^stage (?:'([^']+)'|(\S+)) /gm)].map((m) => ({
      name: m[1] ?? m[2] ?? '',
      seconds: 1,
      status: 0,
    }));
    expect(timed.length).toBeGreaterThan(3);
    const names = stageRows(timed, { unit: report(0, 1) }).map((r) => r.name);
    expect(Object.keys(budget.shares).sort()).toEqual(names.sort());
  });
});
