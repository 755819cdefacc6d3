// The stage table of a CI run and its budget: pure functions, read by .ci/report.mjs and tested by
// packages/shared/src/ci-budget.test.ts.

/** The wall-clock seconds of a vitest run (its timing report: .ci/timing-reporter.mjs). */
export function reportSeconds(report) {
  return report ? Math.round((report.endTime - report.startTime) / 1000) : 0;
}

/**
 * The stages as `.ci/run` timed them, with `npm test` split into its unit tests, its build and its
 * journeys from their reports (the build is what is left).
 */
export function stageRows(timed, reports) {
  const rows = [];
  for (const { name, seconds, status } of timed) {
    if (name === 'npm test' && (reports.unit || reports.e2e)) {
      const unit = reportSeconds(reports.unit);
      const journeys = reportSeconds(reports.e2e);
      rows.push({ name: 'unit tests (shared, PGlite API, web)', seconds: unit, status });
      rows.push({ name: 'build', seconds: Math.max(0, seconds - unit - journeys), status });
      rows.push({ name: 'browser journeys', seconds: journeys, status });
    } else {
      rows.push({ name, seconds, status });
    }
  }
  return rows;
}

/** The test files of every report (keyed by run), slowest first. */
export function slowestFiles(reports, count, root = '') {
  return Object.entries(reports)
    .flatMap(([run, report]) => (report?.files ?? []).map((f) => ({ run, ...f })))
    .map((f) => ({ run: f.run, file: f.name.replace(root, ''), seconds: f.seconds }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
}

/**
 * What breaks the budget: a stage whose part of the whole run is over its share (so a stage that
 * grows is caught on a fast machine and a slow one alike), or the whole run over its limit.
 */
export function overBudget(rows, budget) {
  const total = rows.reduce((sum, row) => sum + row.seconds, 0);
  const faults = [];
  if (total > budget.limitSeconds) {
    faults.push(`the run took ${total} s, over its limit of ${budget.limitSeconds} s`);
  }
  if (total < budget.judgeFromSeconds) return faults;
  for (const row of rows) {
    const share = budget.shares[row.name];
    if (share === undefined) {
      faults.push(`the stage "${row.name}" has no share in .ci/budget.json`);
    } else if (row.seconds / total > share) {
      const part = Math.round((100 * row.seconds) / total);
      faults.push(`"${row.name}" took ${part} % of the run, over its share of ${share * 100} %`);
    }
  }
  return faults;
}

export function formatTable(rows) {
  const total = rows.reduce((sum, row) => sum + row.seconds, 0);
  const width = Math.max(...rows.map((row) => row.name.length), 5);
  const line = (name, seconds, note = '') =>
    `${name.padEnd(width)}  ${String(seconds).padStart(6)} s ${note}`.trimEnd();
  return [
    ...rows.map((row) => line(row.name, row.seconds, row.status === 0 ? '' : '(failed)')),
    line('total', total),
  ].join('\n');
}
