import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { connectProvider } from './connect-provider.js';
import * as repo from './escrow.repository.js';

/** Reads a connected account back from the provider and keeps its state (status, requirements). */
export async function syncAccount(ctx: AppContext, accountId: string) {
  const provider = connectProvider(ctx);
  if (!provider) throw new AppError('payment_unavailable');
  const account = await provider.getAccount(accountId);
  if (!account) return undefined;
  return repo.updatePayoutAccount(ctx.db, accountId, {
    status: account.status,
    requirements: account.requirements,
  });
}
