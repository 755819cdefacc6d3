import { SignJWT, jwtVerify } from 'jose';

// Signed session tokens (HS256, 1 day). `tv` is the user's token version: a password change
// bumps it and every older token is refused (checked against the database on each call).

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
}

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
    sign: ({ userId, tokenVersion }) =>
      new SignJWT({ tv: tokenVersion })
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
          return { userId: cached.userId, tokenVersion: cached.tokenVersion };
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
        const claims = { userId: payload.sub, tokenVersion: payload.tv };
        if (verified.size >= CACHE_LIMIT) verified.delete(verified.keys().next().value as string);
        verified.set(token, { ...claims, exp: payload.exp ?? 0 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
