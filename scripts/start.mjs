// npm start (and npm run demo): serves what is built. A fresh clone has no build yet, so the
// first run builds once (about 15 s); later runs start at once. After a `git pull`, run
// `npm run build` yourself: this script never rebuilds what exists.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = [
  'packages/shared/dist/index.js',
  'apps/web/dist/index.html',
  'apps/server/dist/main.js',
];
const missing = outputs.filter((file) => !existsSync(path.join(root, file)));
if (missing.length > 0) {
  console.log(`Première exécution : construction de l'application (${missing.join(', ')} absent)…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// main.js reads --demo from process.argv (npm run demo passes it).
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
