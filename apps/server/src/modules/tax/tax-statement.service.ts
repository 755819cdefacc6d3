import { countryName, type TaxStatement } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { transaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/session-user.js';
import { notify } from '../notifications/notifications.service.js';
import { renderTaxStatementPdf } from './tax-statement-pdf.js';
import { canReadTaxStatement } from './tax.policy.js';
import * as repo from './tax.repository.js';
import { parisYear, yearRange } from './tax-year.js';

// The annual statement of gross amounts received (art. 242 bis CGI): one per creator and year,
// rendered once from the transfers of that year, stored privately, never rendered again. The
// yearly job issues it by 31 January; a creator may ask for a past year's at any time.

const FOLDER = 'releves';
const GENERATIONS_PER_HOUR = 20;

/** The year's statement, rendered and stored if it is not yet; null without a payment that year. */
export async function issueStatement(
  ctx: AppContext,
  creatorId: string,
  year: number,
  options: { notify?: boolean } = {},
): Promise<repo.TaxStatementRow | null> {
  const stored = await repo.findTaxStatement(ctx.db, creatorId, year);
  if (stored) return stored;
  const lines = await repo.paidLines(ctx.db, { ...yearRange(year), userId: creatorId });
  if (lines.length === 0) return null;
  const [account, details] = await Promise.all([
    repo.accountsOf(ctx.db, [creatorId]).then((rows) => rows[0]),
    repo.readTaxDetails(ctx.db, creatorId),
  ]);
  const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const publisher = ctx.config.legalNotice.publisher;
  const pdf = await renderTaxStatementPdf({
    year,
    issuedAt: new Date(),
    operator: {
      name: publisher.name,
      address: publisher.address,
      registration: publisher.registration,
    },
    creator: {
      pseudo: account?.pseudo ?? '',
      legalName: details?.legalName ?? null,
      address: details
        ? `${details.address}, ${details.postalCode} ${details.city}, ${countryName(details.country)}`
        : null,
      taxId: details?.taxId ?? null,
      siren: details?.siren ?? null,
    },
    lines: lines.map((line) => ({
      at: line.transferredAt,
      projectTitle: line.projectTitle,
      amountCents: line.amountCents,
      invoiceNumber: line.invoiceNumber,
    })),
    totalCents,
  });
  const filePath = await ctx.storage.put(FOLDER, 'pdf', pdf);
  const { row, inserted } = await transaction(ctx.db, async (tx) => {
    const result = await repo.insertTaxStatement(tx, {
      userId: creatorId,
      year,
      totalCents,
      paymentsCount: lines.length,
      filePath,
    });
    if (result.inserted && options.notify) {
      await notify(ctx, tx, {
        type: 'tax_statement_ready',
        recipientId: creatorId,
        eventKey: String(year),
        data: { year, totalCents },
      });
    }
    return result;
  });
  // Another call stored the year's statement first: its file is the one kept.
  if (!inserted) await ctx.storage.remove(filePath);
  return row;
}

function pastYear(year: number, now = new Date()) {
  if (year >= parisYear(now)) throw new AppError('tax_year_invalid', { field: 'year' });
  return year;
}

/** GET /user/tax-statement.pdf?year= : the creator's own statement of a past year. */
export async function statementPdf(ctx: AppContext, viewer: SessionUser, year: number) {
  pastYear(year);
  let row = await repo.findTaxStatement(ctx.db, viewer.id, year);
  if (!row) {
    await ctx.limiter.consume(`tax-statement:${viewer.id}`, GENERATIONS_PER_HOUR, 60 * 60_000);
    row = (await issueStatement(ctx, viewer.id, year)) ?? undefined;
  }
  if (!row) throw new AppError('tax_statement_not_found');
  if (!canReadTaxStatement(viewer, row.userId)) throw new AppError('forbidden');
  const bytes = await ctx.storage.read(row.filePath);
  if (!bytes) throw new Error(`tax statement file missing: ${row.filePath}`);
  return { bytes, name: `releve-kollabo-${year}.pdf` };
}

/** GET /user/tax-statements: each past year she was paid in, with its gross total. */
export async function listStatements(ctx: AppContext, viewer: SessionUser, now = new Date()) {
  const current = parisYear(now);
  const lines = await repo.paidLines(ctx.db, {
    from: yearRange(2000).from,
    to: yearRange(current).from,
    userId: viewer.id,
  });
  const years = new Map<number, TaxStatement>();
  for (const line of lines) {
    const year = parisYear(line.transferredAt);
    const entry = years.get(year) ?? { year, totalCents: 0, paymentsCount: 0 };
    entry.totalCents += line.amountCents;
    entry.paymentsCount += 1;
    years.set(year, entry);
  }
  return { statements: [...years.values()].sort((a, b) => b.year - a.year) };
}

/**
 * The yearly job: every creator paid last year gets her statement (and a notification), by 31
 * January. Safe to run at every tick and on several instances: the unique (creator, year) keeps
 * one statement, a creator who has hers is not selected again.
 */
export async function runTaxStatementJob(ctx: AppContext, now = new Date()) {
  const year = parisYear(now) - 1;
  let issued = 0;
  for (;;) {
    const batch = await repo.creatorsWithoutStatement(ctx.db, { ...yearRange(year), year }, 50);
    if (batch.length === 0) break;
    let progressed = false;
    for (const { userId } of batch) {
      if (await issueStatement(ctx, userId, year, { notify: true })) {
        issued += 1;
        progressed = true;
      }
    }
    if (!progressed) break;
  }
  return { year, issued };
}
