import type { FastifyInstance } from 'fastify';
import { startPeriodicJob } from '../../lib/periodic-job.js';
import { runTaxStatementJob } from './tax-statement.service.js';

// The yearly statements (art. 242 bis CGI: by 31 January), started by main.ts like the escrow
// worker. Each tick asks for last year's missing statements: from 1 January they are issued
// within the hour; afterwards the query finds none. One statement per creator and year.

export const TAX_WORKER_DEFAULTS = { tickMs: 3_600_000 };

export function startTaxStatementsWorker(
  app: FastifyInstance,
  options: Partial<typeof TAX_WORKER_DEFAULTS> = {},
): () => Promise<void> {
  return startPeriodicJob(app.log, {
    name: 'tax statements',
    firstDelayMs: 30_000,
    intervalMs: { ...TAX_WORKER_DEFAULTS, ...options }.tickMs,
    run: async () => {
      const result = await runTaxStatementJob(app.ctx);
      if (result.issued > 0) app.log.info(result, 'tax statements issued');
    },
  });
}
