import { createHash } from 'node:crypto';
import type { SocialNetwork } from '@kollabo/shared';

// OAuth 2 authorization-code providers that prove who owns a social account. The handle they
// return is the only one ever marked verified.

export interface AuthorizeParams {
  state: string;
  redirectUri: string;
  /** S256 challenge, sent only to providers that take PKCE. */
  codeChallenge: string;
  /** The identifier the user typed (the simulated page prefills it; real providers ignore it). */
  loginHint: string;
}

export interface ExchangeParams {
  code: string;
  redirectUri: string;
  codeVerifier: string;
}

export interface OAuthProvider {
  network: SocialNetwork;
  /** 'simulated' only without provider keys, never in production. */
  kind: 'real' | 'simulated';
  authorizeUrl(params: AuthorizeParams): string;
  /** Exchanges the code and reads the account; throws OAuthFailure. */
  fetchAccount(params: ExchangeParams): Promise<ProviderAccount>;
}

/** What a provider tells about the account it authenticated. */
export interface ProviderAccount {
  handle: string;
  /** The follower count (Instagram followers_count, TikTok follower_count), null if not given. */
  followers: number | null;
}

/** A follower count as a provider sent it: a whole number ≥ 0, anything else unknown. */
export function followersOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

export class OAuthFailure extends Error {}

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** Calls a fixed provider endpoint (never a user-given address), 10 s at most. */
export async function providerJson(url: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch {
    throw new OAuthFailure('provider unreachable');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new OAuthFailure(`provider answered ${response.status}`);
  return body;
}
