import net from 'node:net';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import path from 'node:path';
import { adminSocketPath } from './modules/admin/admin-socket.js';
import { AdminCommandError, adminUsage, runAdminCommand } from './modules/admin/admin.commands.js';

// `npm run admin -- <command> [args]`: through the running server's socket when there is one,
// otherwise directly against the database.

function viaSocket(
  socketPath: string,
  argv: string[],
): Promise<{ ok: boolean; output: string } | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let data = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(argv)}\n`));
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('end', () => resolve(JSON.parse(data) as { ok: boolean; output: string }));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
  });
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.length === 0) {
    console.log(adminUsage());
    return 1;
  }
  const config = loadConfig();
  const answer = await viaSocket(adminSocketPath(config.dataDir), argv);
  if (answer) {
    (answer.ok ? console.log : console.error)(answer.output);
    return answer.ok ? 0 : 1;
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  try {
    await database.migrate();
    console.log(await runAdminCommand({ db: database.db, config }, argv));
    return 0;
  } catch (error) {
    if (error instanceof AdminCommandError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
