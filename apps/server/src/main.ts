import { ConfigError, loadConfig, missingLegalSettings } from './config.js';
import { buildApp } from './app.js';
import { createShutdown } from './lib/graceful-shutdown.js';
import { startAdminSocket } from './modules/admin/admin-socket.js';
import { startRefundGuaranteeJob } from './modules/payments/guarantee.service.js';
import { startMailOutboxWorker } from './modules/notifications/mail-outbox.js';
import { startPackReminderJob } from './modules/packs/packs.service.js';
import { startBanner } from './demo/demo-accounts.js';
import { isDemoLoaded } from './demo/demo.repository.js';

// Reads config, migrates, listens; SIGTERM/SIGINT stop accepting, answer every request received
// (lib/graceful-shutdown.ts), close the database and exit 0.

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  const missingLegal = missingLegalSettings(config);
  if (config.isProduction && missingLegal.length > 0) {
    // The site still runs, but a French site must identify its publisher and host (LCEN art. 6).
    app.log.warn({ missing: missingLegal }, 'legal notice incomplete: set these variables');
  }
  await app.ctx.database.migrate();
  await app.listen({ port: config.port, host: config.host });
  const stopAdminSocket = await startAdminSocket(app);
  const stopRefundGuarantee = startRefundGuaranteeJob(app);
  const stopMailOutbox = startMailOutboxWorker(app);
  const stopPackReminders = startPackReminderJob(app);

  const shutdown = createShutdown(app, [
    stopAdminSocket,
    stopRefundGuarantee,
    stopMailOutbox,
    stopPackReminders,
  ]);
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // The last line of the start log is for a person: where to go, and how to log in to the demo.
  const demoLoaded = await isDemoLoaded(app.ctx.db).catch(() => false);
  // Fastify logs "listening" on a later turn and pino writes asynchronously: let it log, flush
  // its lines, so this one really is the last.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const logger = app.log as unknown as { flush?: (done: () => void) => void };
  await new Promise<void>((resolve) => (logger.flush ? logger.flush(resolve) : resolve()));
  console.log(startBanner(config.publicUrl, demoLoaded));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
