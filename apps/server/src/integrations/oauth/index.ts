import type { SocialNetwork } from '@kollabo/shared';
import type { Config } from '../../config.js';
import { instagramProvider } from './instagram.js';
import type { OAuthProvider } from './provider.js';
import { createSimulatedProvider, type SimulatedAuthority } from './simulated.js';
import { tiktokProvider } from './tiktok.js';

export { OAuthFailure, pkceChallenge, type OAuthProvider } from './provider.js';
export type { SimulatedAuthority } from './simulated.js';

export interface OAuthProviders {
  /** undefined: verification unavailable (production without keys). */
  get(network: SocialNetwork): OAuthProvider | undefined;
  /** The built-in consent page's authority, when simulation is on. */
  simulated?: SimulatedAuthority;
}

/** Real providers with keys; the simulated one without, except in production. */
export function createOAuthProviders(config: Config): OAuthProviders {
  const simulation = config.isProduction ? undefined : createSimulatedProvider(config.publicUrl);
  const providers: Record<SocialNetwork, OAuthProvider | undefined> = {
    instagram: config.oauth.instagram
      ? instagramProvider(config.oauth.instagram)
      : simulation?.provider('instagram'),
    tiktok: config.oauth.tiktok
      ? tiktokProvider(config.oauth.tiktok)
      : simulation?.provider('tiktok'),
  };
  const simulates = Object.values(providers).some((p) => p?.kind === 'simulated');
  return {
    get: (network) => providers[network],
    simulated: simulates ? simulation?.authority : undefined,
  };
}
