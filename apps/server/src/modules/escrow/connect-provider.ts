import type { AppContext } from '../../context.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { ConnectProvider } from '../../integrations/payment/connect.js';
import { createSimulatedConnect } from '../../integrations/payment/connect-simulated.js';
import { createStripeConnect } from '../../integrations/payment/connect-stripe.js';
import { simulatedConnectStore } from './simulated.repository.js';

const providers = new WeakMap<object, ConnectProvider | null>();

/** Stripe Connect with STRIPE_SECRET_KEY; the simulated provider otherwise, never in production. */
export function providerFor(db: Db, config: Config): ConnectProvider | undefined {
  let provider = providers.get(db);
  if (provider === undefined) {
    if (config.stripe) provider = createStripeConnect(config.stripe);
    else if (config.isProduction) provider = null;
    else provider = createSimulatedConnect(simulatedConnectStore(db));
    providers.set(db, provider);
  }
  return provider ?? undefined;
}

export const connectProvider = (ctx: AppContext) => providerFor(ctx.db, ctx.config);

/** The simulated hosted pages exist only without Stripe and outside production. */
export const simulatedConnectEnabled = (ctx: AppContext) =>
  !ctx.config.stripe && !ctx.config.isProduction;
