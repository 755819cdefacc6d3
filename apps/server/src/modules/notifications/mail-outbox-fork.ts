import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { onMailQueued } from './notifications.service.js';

// Starts the mail outbox worker in a process of its own (mail-outbox-process.ts), on PostgreSQL
// (main.ts; PGlite's database belongs to the API process, whose in-process worker serves it).
// With 1,000 events a second the worker sends hundreds of mails a second, about a millisecond of
// CPU each (MIME, sockets): in the API process that took a third of a core on the requests'
// event loop and pool. Apart, it has its own connections and runs at a lower CPU priority
// (`nice`, 10 by default): the requests and the database are served first, the mails use the
// cores left, and drain once the burst ends. A process that dies is started again after a
// second; the rows it held come back after their lease (mail-outbox.ts).

/** The worker's nice level: above the API's (0), so the scheduler serves requests first. */
export const MAIL_WORKER_NICE = 10;
const RESTART_MS = 1_000;
// Within the 10 s shutdown (lib/graceful-shutdown.ts); a process left behind stops itself when
// the IPC channel closes.
const STOP_TIMEOUT_MS = 5_000;

const entry = (() => {
  const here = fileURLToPath(import.meta.url);
  // Built: mail-outbox-process.js; run from the sources (tsx): mail-outbox-process.ts.
  return path.join(path.dirname(here), `mail-outbox-process${path.extname(here)}`);
})();

export function startMailOutboxProcess(
  app: FastifyInstance,
  {
    nice = MAIL_WORKER_NICE,
    script = entry,
    env = process.env,
  }: { nice?: number; /** Tests: another script. */ script?: string; env?: NodeJS.ProcessEnv } = {},
): () => Promise<void> {
  let child: ChildProcess | undefined;
  let stopping = false;
  let restart: NodeJS.Timeout | undefined;

  const start = () => {
    const started = fork(script, [], { env });
    child = started;
    if (started.pid !== undefined) {
      try {
        os.setPriority(started.pid, nice);
      } catch (error) {
        app.log.warn({ err: error }, 'mail outbox process: priority not lowered');
      }
    }
    started.on('error', (error) => app.log.error({ err: error }, 'mail outbox process error'));
    started.once('exit', (code, signal) => {
      if (child === started) child = undefined;
      if (stopping) return;
      app.log.error({ code, signal }, 'mail outbox process ended: started again');
      restart = setTimeout(start, RESTART_MS);
    });
  };

  // Events of this instance wake it, one message per turn of the event loop however many.
  let waking = false;
  onMailQueued(app.ctx, () => {
    if (waking) return;
    waking = true;
    setImmediate(() => {
      waking = false;
      if (child?.connected) child.send('wake');
    });
  });
  start();

  return async () => {
    stopping = true;
    clearTimeout(restart);
    onMailQueued(app.ctx, undefined);
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = once(running, 'exit');
    if (running.connected) running.send('stop');
    else running.kill('SIGTERM');
    const timeout = setTimeout(() => running.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timeout);
  };
}
