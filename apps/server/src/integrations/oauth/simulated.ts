import { randomBytes } from 'node:crypto';
import { apiPath, socialsApi, type SocialNetwork } from '@kollabo/shared';
import type { OAuthProvider } from './provider.js';
import { OAuthFailure, pkceChallenge } from './provider.js';

// A stand-in provider for local runs and tests (no keys configured, never in production): its
// consent page is the web route /simulated/oauth/:network, which posts the decision to
// POST /api/auth/simulated/:network/authorize. It issues single-use codes bound to the PKCE
// challenge and the redirect URI, like a real authorization server.

interface IssuedCode {
  network: SocialNetwork;
  handle: string;
  followers: number;
  challenge: string;
  redirectUri: string;
  expiresAt: number;
}

const CODE_TTL_MS = 2 * 60_000;

export interface SimulatedAuthority {
  /** Issues a code for `handle`; throws OAuthFailure on a foreign redirect URI. */
  authorize(params: {
    network: SocialNetwork;
    handle: string;
    followers: number;
    challenge: string;
    redirectUri: string;
  }): string;
  /** The only redirect URI the simulation accepts for a network. */
  callbackUrl(network: SocialNetwork): string;
}

export function createSimulatedProvider(publicUrl: string) {
  const codes = new Map<string, IssuedCode>();
  const callbackUrl = (network: SocialNetwork) =>
    `${publicUrl}${apiPath(socialsApi.callback, { network })}`;

  const authority: SimulatedAuthority = {
    callbackUrl,
    authorize({ network, handle, followers, challenge, redirectUri }) {
      if (redirectUri !== callbackUrl(network)) throw new OAuthFailure('foreign redirect uri');
      const now = Date.now();
      for (const [code, issued] of codes) if (issued.expiresAt < now) codes.delete(code);
      const code = randomBytes(24).toString('base64url');
      codes.set(code, {
        network,
        handle,
        followers,
        challenge,
        redirectUri,
        expiresAt: now + CODE_TTL_MS,
      });
      return code;
    },
  };

  const provider = (network: SocialNetwork): OAuthProvider => ({
    network,
    kind: 'simulated',
    authorizeUrl({ state, redirectUri, codeChallenge, loginHint }) {
      const params = new URLSearchParams({
        state,
        redirect_uri: redirectUri,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        login_hint: loginHint,
      });
      return `/simulated/oauth/${network}?${params}`;
    },
    async fetchAccount({ code, redirectUri, codeVerifier }) {
      const issued = codes.get(code);
      codes.delete(code); // single use, whatever the outcome
      if (!issued || issued.expiresAt < Date.now() || issued.network !== network) {
        throw new OAuthFailure('unknown code');
      }
      if (issued.redirectUri !== redirectUri || issued.challenge !== pkceChallenge(codeVerifier)) {
        throw new OAuthFailure('pkce or redirect mismatch');
      }
      return { handle: issued.handle, followers: issued.followers };
    },
  });

  return { authority, provider };
}
