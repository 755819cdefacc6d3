import {
  normalizeTaxDetails,
  taxDetailsProblem,
  type SaveTaxDetailsInput,
  type TaxCountry,
  type TaxDetailsReply,
  type TaxKind,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/session-user.js';
import { assertSecondFactor } from '../security/two-factor.service.js';
import { canEditTaxDetails, canReadTaxDetails } from './tax.policy.js';
import * as repo from './tax.repository.js';

// The creator's DAC7 details (art. 1649 ter A to E CGI): identity, address, date of birth of a
// person, tax number, SIREN of a company, country of residence. Her transfers wait for them.

/** Called once the details are saved: the transfers that waited for them go (escrow). */
export type ResumePayouts = (userId: string) => void;

const SAVES_PER_HOUR = 20;

export const detailsView = (row: repo.TaxDetailsRow) => ({
  kind: row.kind as TaxKind,
  legalName: row.legalName,
  address: row.address,
  postalCode: row.postalCode,
  city: row.city,
  country: row.country as TaxCountry,
  birthDate: row.birthDate,
  taxId: row.taxId,
  siren: row.siren,
  updatedAt: row.updatedAt.toISOString(),
});

/** GET /user/tax-details */
export async function getTaxDetails(
  ctx: AppContext,
  viewer: SessionUser,
  creatorId = viewer.id,
): Promise<TaxDetailsReply> {
  if (!canReadTaxDetails(viewer, creatorId)) throw new AppError('forbidden');
  const [row, heldCents, isCreator] = await Promise.all([
    repo.readTaxDetails(ctx.db, creatorId),
    repo.pendingReleaseCents(ctx.db, creatorId),
    repo.isCreator(ctx.db, creatorId),
  ]);
  return { details: row ? detailsView(row) : null, heldCents, isCreator };
}

/**
 * PUT /user/tax-details. The one place tax details change: with her second factor on, a fresh
 * code (`code`) is checked here before anything is written (issue 30: "required before changing
 * payout or tax details"); the code is checked last, so a form with a broken field does not use
 * it up.
 */
export async function saveTaxDetails(
  ctx: AppContext,
  viewer: SessionUser,
  body: SaveTaxDetailsInput,
  resumePayouts: ResumePayouts,
): Promise<TaxDetailsReply> {
  if (!canEditTaxDetails(viewer, viewer.id)) throw new AppError('forbidden');
  const { code, ...details } = body;
  const problem = taxDetailsProblem(details);
  if (problem) throw new AppError(problem.code, { field: problem.field });
  await ctx.limiter.consume(`tax-details:${viewer.id}`, SAVES_PER_HOUR, 60 * 60_000);
  await assertSecondFactor(ctx, viewer.id, code);
  const clean = normalizeTaxDetails(details);
  await repo.upsertTaxDetails(ctx.db, {
    userId: viewer.id,
    kind: clean.kind,
    legalName: clean.legalName,
    address: clean.address,
    postalCode: clean.postalCode,
    city: clean.city,
    country: clean.country,
    birthDate: clean.birthDate ?? null,
    taxId: clean.taxId,
    siren: clean.siren ?? null,
  });
  resumePayouts(viewer.id);
  return getTaxDetails(ctx, viewer);
}
