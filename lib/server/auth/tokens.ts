import crypto from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export const JWT_EXPIRED = 'jwt expired';

export interface AccessClaims {
  /** user_code */
  sub: string;
  /** token version of the user when issued; a logout bumps it and so revokes the token. */
  tv: number;
  exp: number;
}

export class TokenError extends Error {}

/** Our access-token key, derived from the one configured secret so there is a single secret to keep. */
export function accessTokenKey(secret: string): crypto.KeyObject {
  // A KeyObject made once: jose would otherwise import raw key bytes again on every verify.
  return crypto.createSecretKey(Buffer.from(crypto.hkdfSync('sha256', secret, 'courier-back-office', 'access-token', 32)));
}

export class TokenService {
  private readonly key: crypto.KeyObject;
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = accessTokenKey(secret);
  }

  async issue(userCode: string, tokenVersion: number): Promise<{ token: string; expiresAt: string }> {
    const now = Math.floor(Date.now() / 1000);
    const exp = now + this.ttlSeconds;
    const token = await new SignJWT({ tv: tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userCode)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, expiresAt: new Date(exp * 1000).toISOString() };
  }

  /**
   * Tokens whose signature already checked out: a staff member's browser sends the same token all day,
   * and the signature check (an async WebCrypto round trip) was the largest cost of an API call after
   * the database. Expiry is still checked on every use; revocation is the principal's token version.
   */
  private readonly verified = new Map<string, AccessClaims>();
  private static readonly VERIFIED_MAX = 10_000;

  /** Throws TokenError('jwt expired') for an expired token, TokenError('Invalid token') otherwise. */
  async verify(token: string, opts: { ignoreExpiry?: boolean } = {}): Promise<AccessClaims> {
    const known = this.verified.get(token);
    if (known) {
      if (!opts.ignoreExpiry && known.exp * 1000 <= Date.now()) throw new TokenError(JWT_EXPIRED);
      return known;
    }
    const claims = await this.verifySignature(token, opts);
    if (this.verified.size >= TokenService.VERIFIED_MAX) {
      this.verified.delete(this.verified.keys().next().value!); // oldest first
    }
    this.verified.set(token, claims);
    return claims;
  }

  private async verifySignature(token: string, opts: { ignoreExpiry?: boolean }): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        ...(opts.ignoreExpiry ? { currentDate: new Date(0) } : {}),
      });
      if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number' || typeof payload.exp !== 'number') {
        throw new TokenError('Invalid token');
      }
      return { sub: payload.sub, tv: payload.tv, exp: payload.exp };
    } catch (err) {
      if (err instanceof errors.JWTExpired) throw new TokenError(JWT_EXPIRED);
      if (err instanceof TokenError) throw err;
      throw new TokenError('Invalid token');
    }
  }
}
