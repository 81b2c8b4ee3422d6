import { createHash, randomBytes } from 'node:crypto'
import { AppError } from '@atendo/plugin-api'
import { errors, jwtVerify, SignJWT } from 'jose'

/** What an access token says about its bearer. */
export interface AccessClaims {
  userId: number
  companyId: number
  sessionId: string
}

/** What signing also writes for clients to read (never trusted back: each request reloads the user). */
export interface ReadableClaims {
  profile?: 'admin' | 'user'
}

/** Signs and verifies short-lived access tokens (HS256). */
export interface AccessTokens {
  sign(claims: AccessClaims & ReadableClaims): Promise<string>
  verify(token: string): Promise<AccessClaims>
}

export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret)
  /**
   * Tokens whose signature was checked, until they expire: the same string signed by the same
   * key stays valid, and WebCrypto's HMAC (a job on the thread pool) was 7 % of a ticket page's
   * CPU. What can end sooner (a logout, a revoked session) is checked on every request anyway,
   * from the session the token names.
   */
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>()
  const remember = (token: string, claims: AccessClaims, expiresAtMs: number) => {
    if (verified.size >= maxVerifiedTokens) verified.delete(verified.keys().next().value!)
    verified.set(token, { claims, expiresAtMs })
  }
  return {
    sign: (claims) =>
      new SignJWT({
        cid: claims.companyId,
        sid: claims.sessionId,
        // Plain names for the family's clients, which decode the token (Ticketz reads userId and
        // companyId; Whaticket id, companyId and profile). Verification reads sub, cid and sid only.
        id: claims.userId,
        userId: claims.userId,
        companyId: claims.companyId,
        ...(claims.profile ? { profile: claims.profile } : {}),
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      const known = verified.get(token)
      if (known) {
        if (Date.now() < known.expiresAtMs) return known.claims
        verified.delete(token)
        throw new AppError('ERR_SESSION_EXPIRED')
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
        const userId = Number(payload.sub)
        if (!Number.isInteger(userId) || typeof payload.cid !== 'number' || typeof payload.sid !== 'string') {
          throw new AppError('ERR_INVALID_TOKEN')
        }
        const claims = { userId, companyId: payload.cid, sessionId: payload.sid }
        if (typeof payload.exp === 'number') remember(token, claims, payload.exp * 1000)
        return claims
      } catch (error) {
        if (error instanceof AppError) throw error
        if (error instanceof errors.JWTExpired) throw new AppError('ERR_SESSION_EXPIRED', { cause: error })
        throw new AppError('ERR_INVALID_TOKEN', { cause: error })
      }
    },
  }
}

/** Enough for every agent of a busy node; the oldest is forgotten first (then checked again). */
const maxVerifiedTokens = 20_000

/** A random opaque token (refresh tokens, reset codes), URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/** Tokens are stored only as SHA-256 hashes, so a database leak does not leak sessions. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
