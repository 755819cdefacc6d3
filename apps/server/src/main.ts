import nodeModule from 'node:module';
import path from 'node:path';
import { ConfigError, loadConfig, missingLegalSettings } from './config.js';
import { openDatabase } from './db/client.js';
import type { buildApp as BuildApp } from './app.js';

// Reads config, migrates, listens; SIGTERM/SIGINT stop accepting, answer every request received
// (lib/graceful-shutdown.ts), close the database and exit 0.

async function main(): Promise<void> {
  // Node 22+ keeps the compiled code of the modules on disk between starts (a no-op on Node 20,
  // which has no compile cache): compiling the app's ~270 files and its packages is about a
  // tenth of a start's CPU (bench/results.md, session 17). Before the dynamic imports below,
  // which load nearly everything.
  (nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
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
  // The database opens and migrates (PGlite: its WebAssembly compiled and Postgres started)
  // while the rest of the app's modules load, instead of after: on two cores the two overlap
  // (bench/results.md, session 16). buildApp owns it from there.
  const openingDatabase = openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    pgliteDir: path.join(config.dataDir, 'db'),
  }).then(async (database) => {
    await database.migrate();
    return database;
  });
  openingDatabase.catch(() => undefined); // awaited by buildApp; a failure is thrown there
  const [
    { buildApp },
    { createShutdown },
    { startAdminSocket },
    { startRefundGuaranteeJob },
    { startMailOutboxWorker },
    { startAddressOutboxWorker },
    { startSearchAlertsWorker },
    { startPackReminderJob },
    { startEscrowWorker },
    { startInvoiceWorker },
    { startDataExportWorker },
    { startTaxStatementsWorker },
    { startBanner },
    { demoPseudos },
  ] = await Promise.all([
    import('./app.js'),
    import('./lib/graceful-shutdown.js'),
    import('./modules/admin/admin-socket.js'),
    import('./modules/payments/guarantee.service.js'),
    import('./modules/notifications/mail-outbox.js'),
    import('./modules/notifications/address-outbox.js'),
    import('./modules/search/search-alerts.worker.js'),
    import('./modules/packs/packs.service.js'),
    import('./modules/escrow/escrow.worker.js'),
    import('./modules/invoices/invoice-render.js'),
    import('./modules/data-rights/export.worker.js'),
    import('./modules/tax/tax.worker.js'),
    import('./demo/demo-accounts.js'),
    import('./demo/demo.repository.js'),
  ]);
  const app = await buildApp(config, { openingDatabase });
  const missingLegal = missingLegalSettings(config);
  if (config.isProduction && missingLegal.length > 0) {
    // The site still runs, but a French site must identify its publisher and host (LCEN art. 6)
    // and its invoices their seller's own SIREN and VAT number (art. L441-9 code de commerce).
    app.log.warn(
      { missing: missingLegal },
      'legal notice or invoice seller incomplete (empty or demonstration values): set these variables',
    );
  }
  if (process.argv.includes('--demo')) await loadDemo(app);
  await app.listen({ port: config.port, host: config.host });
  const stopAdminSocket = await startAdminSocket(app);
  const stopRefundGuarantee = startRefundGuaranteeJob(app);
  const stopMailOutbox = startMailOutboxWorker(app);
  const stopAddressOutbox = startAddressOutboxWorker(app);
  const stopSearchAlerts = startSearchAlertsWorker(app);
  const stopPackReminders = startPackReminderJob(app);
  const stopEscrow = startEscrowWorker(app);
  const stopInvoices = startInvoiceWorker(app);
  const stopDataExports = startDataExportWorker(app);
  const stopTaxStatements = startTaxStatementsWorker(app);

  const shutdown = createShutdown(app, [
    stopAdminSocket,
    stopRefundGuarantee,
    stopSearchAlerts,
    stopMailOutbox,
    stopAddressOutbox,
    stopPackReminders,
    stopEscrow,
    stopInvoices,
    stopDataExports,
    stopTaxStatements,
  ]);
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // The last line of the start log is for a person: where to go, and how to log in to the demo.
  const demo = await demoPseudos(app.ctx.db).catch(() => null);
  // Fastify logs "listening" on a later turn and pino writes asynchronously: let it log, flush
  // its lines, so this one really is the last.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const logger = app.log as unknown as { flush?: (done: () => void) => void };
  await new Promise<void>((resolve) => (logger.flush ? logger.flush(resolve) : resolve()));
  console.log(startBanner(config.publicUrl, demo));
}

/** npm run demo: the demo marketplace in an empty database (demo/seed-demo.ts), then start. */
async function loadDemo(app: Awaited<ReturnType<typeof BuildApp>>): Promise<void> {
  // Loaded only here: faker and DiceBear stay out of a normal start.
  const { seedDemo, DemoRefused } = await import('./demo/seed-demo.js');
  try {
    const outcome = await seedDemo(app.ctx, (line) => console.log(line));
    if (outcome === 'already_loaded') console.log('Données de démonstration déjà chargées.');
    if (outcome === 'not_empty') {
      console.log(
        'Données de démonstration non chargées : la base contient déjà des comptes (DATA_DIR vide requis).',
      );
    }
  } catch (error) {
    if (!(error instanceof DemoRefused)) throw error;
    console.error('npm run demo est refusé avec NODE_ENV=production.');
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
