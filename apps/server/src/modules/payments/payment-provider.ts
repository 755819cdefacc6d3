import type { AppContext } from '../../context.js';
import type { PaymentProvider } from '../../integrations/payment/provider.js';
import { createSimulatedProvider } from '../../integrations/payment/simulated.js';
import { createStripeProvider } from '../../integrations/payment/stripe.js';
import { simulatedStore } from './payments.repository.js';

const providers = new WeakMap<AppContext, PaymentProvider | null>();

/**
 * Stripe when STRIPE_SECRET_KEY is set; otherwise the simulated checkout, except in production
 * where there is then no provider at all (checkout answers 503). One instance per app.
 */
export function paymentProvider(ctx: AppContext): PaymentProvider | undefined {
  let provider = providers.get(ctx);
  if (provider === undefined) {
    if (ctx.config.stripe) provider = createStripeProvider(ctx.config.stripe);
    else if (ctx.config.isProduction) provider = null;
    else provider = createSimulatedProvider(simulatedStore(ctx.db));
    providers.set(ctx, provider);
  }
  return provider ?? undefined;
}

/** The simulated checkout pages and actions exist only without Stripe and outside production. */
export function simulatedEnabled(ctx: AppContext): boolean {
  return !ctx.config.stripe && !ctx.config.isProduction;
}
