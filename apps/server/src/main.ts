import { ConfigError, loadConfig, missingLegalSettings } from './config.js';
import { buildApp } from './app.js';
import { startAdminSocket } from './modules/admin/admin-socket.js';
import { startRefundGuaranteeJob } from './modules/payments/guarantee.service.js';
import { startMailOutboxWorker } from './modules/notifications/mail-outbox.js';

// Reads config, migrates, listens; SIGTERM/SIGINT stop accepting, finish in-flight requests,
// close the database and exit.

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

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forced = setTimeout(() => process.exit(1), 15_000);
    forced.unref();
    await stopAdminSocket();
    await stopRefundGuarantee();
    await stopMailOutbox();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
