// Prints the stage table and the 10 slowest test files of a CI run (.ci/run), and exits 1 when a
// stage is over its budget (.ci/budget.json). Usage: node .ci/report.mjs <report directory>
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatTable, overBudget, slowestFiles, stageRows } from './budget.mjs';

const dir = process.argv[2];
const root = path.resolve(import.meta.dirname, '..') + path.sep;
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

const timed = readFileSync(path.join(dir, 'stages.tsv'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [name, seconds, status] = line.split('\t');
    return { name, seconds: Number(seconds), status: Number(status) };
  });
const reports = {
  unit: readJson(path.join(dir, 'unit.json')),
  e2e: readJson(path.join(dir, 'e2e.json')),
  server: readJson(path.join(dir, 'server-postgres-node22.json')),
};
const rows = stageRows(timed, reports);

console.log('\nCI stages (seconds)\n');
console.log(formatTable(rows));
console.log('\nThe 10 slowest test files\n');
for (const { run, file, seconds } of slowestFiles(reports, 10, root)) {
  console.log(`${seconds.toFixed(1).padStart(7)} s  ${run.padEnd(6)}  ${file}`);
}

const budget = JSON.parse(readFileSync(path.join(import.meta.dirname, 'budget.json'), 'utf8'));
const finished = timed.length > 0 && timed.every((stage) => stage.status === 0);
const faults = finished ? overBudget(rows, budget) : [];
if (faults.length) {
  console.error(`\nOver budget (.ci/budget.json):\n- ${faults.join('\n- ')}`);
  process.exit(1);
}
