import { compare, load, startApp, startBare } from './lib.mjs';
const app = await startApp({});
const bare = await startBare();
try {
  const baseline = () => load(`${bare.url}/bare`);
  await compare('GET /api/health', baseline, () => load(`${app.url}/api/health`));
  await compare('GET /api/user/get-users-secteur (empty, pglite)', baseline, () => load(`${app.url}/api/user/get-users-secteur?secteur=Voyage`));
} finally { await bare.stop(); await app.stop(); }
process.exit(0);
