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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
        const userId = Number(payload.sub)
        if (!Number.isInteger(userId) || typeof payload.cid !== 'number' || typeof payload.sid !== 'string') {
          throw new AppError('ERR_INVALID_TOKEN')
        }
        return { userId, companyId: payload.cid, sessionId: payload.sid }
      } catch (error) {
        if (error instanceof AppError) throw error
        if (error instanceof errors.JWTExpired) throw new AppError('ERR_SESSION_EXPIRED', { cause: error })
        throw new AppError('ERR_INVALID_TOKEN', { cause: error })
      }
    },
  }
}

/** A random opaque token (refresh tokens, reset codes), URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/** Tokens are stored only as SHA-256 hashes, so a database leak does not leak sessions. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
