import { SignJWT, jwtVerify } from 'jose';

// Signed session tokens (HS256, 1 day). `tv` is the user's token version: a password change
// bumps it and every older token is refused (checked against the database on each call). `sid`
// is the session the login opened (user_sessions): removing it revokes this token alone.

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
  sessionId: string;
}

/** How long a token (and the session it names) lasts. */
export const TOKEN_LIFETIME_MS = 24 * 3600_000;

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  verify(token: string): Promise<TokenClaims | null>;
}

const ISSUER = 'kollabo';
const CACHE_LIMIT = 10_000;

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  // A token's signature never changes, so a verified token is remembered until it expires:
  // the signature check then costs nothing on the next call. Revocation is not cached.
  const verified = new Map<string, TokenClaims & { exp: number }>();

  return {
    sign: ({ userId, tokenVersion, sessionId }) =>
      new SignJWT({ tv: tokenVersion, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime('1d')
        .sign(key),
    async verify(token) {
      const cached = verified.get(token);
      if (cached) {
        if (cached.exp * 1000 > Date.now())
          return {
            userId: cached.userId,
            tokenVersion: cached.tokenVersion,
            sessionId: cached.sessionId,
          };
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        // A token without a session (signed before sessions existed) is refused: one new login.
        const { sub, tv, sid } = payload;
        if (typeof sub !== 'string' || typeof tv !== 'number' || typeof sid !== 'string') {
          return null;
        }
        const claims = { userId: sub, tokenVersion: tv, sessionId: sid };
        if (verified.size >= CACHE_LIMIT) verified.delete(verified.keys().next().value as string);
        verified.set(token, { ...claims, exp: payload.exp ?? 0 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
