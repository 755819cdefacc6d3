import type { FastifyInstance } from 'fastify';
import { startPeriodicJob } from '../../lib/periodic-job.js';
import type { AppContext } from '../../context.js';
import { transaction } from '../../db/transaction.js';
import { documentOf } from './invoice-document.js';
import { renderFacturX } from './factur-x.js';
import { mailRenderedInvoice } from './invoice-mail.js';
import * as repo from './invoices.repository.js';

// The PDFs of issued invoices, rendered after the sale's transaction committed: at once in the
// background, then by this worker for any left (a crash, a storage failure), each attempt
// counted. A PDF is stored once, privately (factures/), and never replaced: the row records the
// first stored key only, a concurrent render removes its own copy.

export const INVOICE_FOLDER = 'factures';
export const INVOICE_WORKER_DEFAULTS = { tickMs: 30_000, batch: 20, maxAttempts: 8 };

/** Renders and stores one invoice's PDF unless it has one, and mails it unless told not to. */
export async function renderStoredPdf(
  ctx: AppContext,
  id: string,
  { mailed }: { mailed: boolean } = { mailed: true },
): Promise<string | undefined> {
  const row = await repo.findInvoice(ctx.db, id);
  if (!row) return undefined;
  if (row.pdfKey) return row.pdfKey;
  try {
    const credited = row.creditedInvoiceId
      ? ((await repo.findInvoice(ctx.db, row.creditedInvoiceId)) ?? null)
      : null;
    const pdf = await renderFacturX(documentOf(row, credited));
    const key = await ctx.storage.put(INVOICE_FOLDER, 'pdf', pdf);
    // The key and the buyer's mail commit together: whichever render stores first mails it.
    const stored = await transaction(ctx.db, async (tx) => {
      if (!(await repo.setPdfKey(tx, id, key))) return false;
      if (mailed) await mailRenderedInvoice(ctx, tx, row, key);
      return true;
    });
    if (stored) return key;
    await ctx.storage.remove(key);
    return (await repo.findInvoice(ctx.db, id))?.pdfKey ?? undefined;
  } catch (error) {
    await repo.recordPdfFailure(ctx.db, id, error instanceof Error ? error.message : 'failed');
    throw error;
  }
}

export async function runInvoiceJobs(
  ctx: AppContext,
  options: Partial<typeof INVOICE_WORKER_DEFAULTS> = {},
) {
  const { batch, maxAttempts } = { ...INVOICE_WORKER_DEFAULTS, ...options };
  let rendered = 0;
  let failures = 0;
  for (const { id } of await repo.pendingPdfs(ctx.db, batch, maxAttempts)) {
    await renderStoredPdf(ctx, id).then(
      () => (rendered += 1),
      () => (failures += 1),
    );
  }
  return { rendered, failures };
}

export function startInvoiceWorker(
  app: FastifyInstance,
  options: Partial<typeof INVOICE_WORKER_DEFAULTS> = {},
): () => Promise<void> {
  return startPeriodicJob(app.log, {
    name: 'invoice',
    intervalMs: { ...INVOICE_WORKER_DEFAULTS, ...options }.tickMs,
    run: async () => {
      const { failures } = await runInvoiceJobs(app.ctx, options);
      if (failures > 0) app.log.warn({ failures }, 'invoice PDFs failed, retried later');
    },
  });
}
