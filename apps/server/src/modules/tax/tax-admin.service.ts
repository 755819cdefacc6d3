import type { AppContext } from '../../context.js';
import * as repo from './tax.repository.js';

// The team's view (admin): creators without DAC7 details who have money waiting or were paid;
// their transfers wait, and the year's report would lack their identity.

export async function missingDetails(ctx: AppContext) {
  return { creators: await repo.creatorsMissingDetails(ctx.db) };
}
