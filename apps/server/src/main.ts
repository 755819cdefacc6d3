import { ConfigError, loadConfig, missingLegalSettings } from './config.js';
import { buildApp } from './app.js';
import { createShutdown } from './lib/graceful-shutdown.js';
import { startAdminSocket } from './modules/admin/admin-socket.js';
import { startRefundGuaranteeJob } from './modules/payments/guarantee.service.js';
import { startMailOutboxWorker } from './modules/notifications/mail-outbox.js';
import { startSearchAlertsWorker } from './modules/search/search-alerts.worker.js';

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
  const stopSearchAlerts = startSearchAlertsWorker(app);

  const shutdown = createShutdown(app, [
    stopAdminSocket,
    stopRefundGuarantee,
    stopSearchAlerts,
    stopMailOutbox,
  ]);
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
