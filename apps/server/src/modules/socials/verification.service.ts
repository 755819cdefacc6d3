import {
  apiPath,
  normaliseHandle,
  HANDLE_PATTERN,
  socialsApi,
  type SocialNetwork,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import {
  OAuthFailure,
  pkceChallenge,
  type OAuthProviders,
} from '../../integrations/oauth/index.js';
import { AppError } from '../../lib/app-error.js';
import { randomToken } from '../../lib/secrets.js';
import type { SessionUser } from '../auth/session-user.js';
import * as repo from './socials.repository.js';
import { identifierRequired, NETWORK_LABELS, recordVerifiedHandle } from './socials.service.js';

// Verification of a social account: OAuth 2 authorization code with a single-use state bound
// to the user and the network (10 minutes), PKCE where the provider takes it. Only the handle
// the provider returns is ever marked verified.

const STATE_TTL_MS = 10 * 60_000;

const callbackUrl = (ctx: AppContext, network: SocialNetwork) =>
  `${ctx.config.publicUrl}${apiPath(socialsApi.callback, { network })}`;

export async function startVerification(
  ctx: AppContext,
  providers: OAuthProviders,
  session: SessionUser,
  network: SocialNetwork,
): Promise<{ authUrl: string }> {
  const provider = providers.get(network);
  if (!provider) {
    throw new AppError('oauth_unavailable', {}, NETWORK_LABELS[network]);
  }
  await ctx.limiter.consume(`oauth:start:${session.id}`, 20, 60 * 60_000);
  const social = await repo.findSocial(ctx.db, session.id, network);
  if (!social || social.identifiant === '' || social.identifiant === 'id_empty_value') {
    throw identifierRequired();
  }
  const state = randomToken(32);
  const codeVerifier = randomToken(48);
  await repo.insertState(ctx.db, {
    state,
    userId: session.id,
    network,
    codeVerifier,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  const authUrl = provider.authorizeUrl({
    state,
    redirectUri: callbackUrl(ctx, network),
    codeChallenge: pkceChallenge(codeVerifier),
    loginHint: social.identifiant,
  });
  return { authUrl };
}

export type CallbackOutcome = 'success' | 'error';

/** Handles the provider's redirect; never throws, the browser always lands on a page. */
export async function finishVerification(
  ctx: AppContext,
  providers: OAuthProviders,
  network: SocialNetwork,
  query: { code?: string; state?: string; error?: string },
  log: { warn(obj: object, msg: string): void },
): Promise<CallbackOutcome> {
  if (!query.state) return 'error';
  // Consumed first, whatever happens next: a state never serves twice.
  const pending = await repo.consumeState(ctx.db, query.state, network);
  const provider = providers.get(network);
  if (!pending || !provider || query.error || !query.code) return 'error';
  try {
    const account = await provider.fetchAccount({
      code: query.code,
      redirectUri: callbackUrl(ctx, network),
      codeVerifier: pending.codeVerifier,
    });
    const handle = normaliseHandle(account.handle);
    if (!HANDLE_PATTERN.test(handle)) return 'error';
    const saved = await recordVerifiedHandle(
      ctx,
      pending.userId,
      network,
      handle,
      account.followers,
    );
    return saved ? 'success' : 'error';
  } catch (error) {
    if (!(error instanceof OAuthFailure)) throw error;
    log.warn({ network, reason: error.message }, 'social verification failed');
    return 'error';
  }
}
