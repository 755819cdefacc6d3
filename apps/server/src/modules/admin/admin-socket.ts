import { rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AdminCommandError, runAdminCommand } from './admin.commands.js';

// PGlite lets one process open the database, so while the server runs the admin CLI talks to
// it through this Unix socket (owner-only permissions) instead of opening DATA_DIR again.

export const adminSocketPath = (dataDir: string) => path.join(dataDir, 'admin.sock');

/** Listens on DATA_DIR/admin.sock; the returned function stops it (call before app.close). */
export async function startAdminSocket(app: FastifyInstance): Promise<() => Promise<void>> {
  const socketPath = adminSocketPath(app.ctx.config.dataDir);
  rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      input += chunk;
      if (input.length > 10_000) socket.destroy();
      if (!input.includes('\n')) return;
      void (async () => {
        try {
          const argv = JSON.parse(input.split('\n')[0] ?? '[]') as unknown;
          if (!Array.isArray(argv) || !argv.every((a) => typeof a === 'string')) {
            throw new AdminCommandError('bad request');
          }
          const output = await runAdminCommand(
            { db: app.ctx.db, config: app.ctx.config, userChanges: app.ctx.userChanges },
            argv as string[],
          );
          socket.end(`${JSON.stringify({ ok: true, output })}\n`);
        } catch (error) {
          const message = error instanceof AdminCommandError ? error.message : 'command failed';
          if (!(error instanceof AdminCommandError)) app.log.error({ err: error }, 'admin command');
          socket.end(`${JSON.stringify({ ok: false, output: message })}\n`);
        }
      })();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ path: socketPath, readableAll: false, writableAll: false }, resolve);
  });
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(socketPath, { force: true });
  };
}
