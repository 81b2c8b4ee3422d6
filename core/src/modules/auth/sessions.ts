import { randomUUID } from 'node:crypto'
import { AppError } from '@atendo/plugin-api'
import { LockMode } from '@mikro-orm/core'
import { randomToken, tokenHash } from '../../kernel/auth/tokens.ts'
import type { Em } from '../../kernel/db/orm.ts'
import { UserSession } from './entities.ts'

/** Two tabs refreshing with the same cookie at once must not look like a stolen token. */
const ROTATION_GRACE_MS = 10_000

export interface OpenedSession {
  sessionId: string
  refreshToken: string
  /** Sessions the new login replaced (one session per user). */
  replaced: { id: string; companyId: number }[]
}

/**
 * Opens the user's only live session, revoking any previous one in the same transaction. A login
 * from the browser that already holds one of the user's live sessions (its refresh cookie is
 * presented) keeps that session: the inbox and the back office of one browser share it, and only
 * the sessions of other browsers are replaced.
 */
export async function openSession(
  em: Em,
  user: { id: number; companyId: number },
  meta: { userAgent?: string; ip?: string; ttlDays: number; presentedRefreshToken?: string },
): Promise<OpenedSession> {
  const refreshToken = randomToken()
  const presented = meta.presentedRefreshToken ? tokenHash(meta.presentedRefreshToken) : undefined
  let sessionId: string = randomUUID()
  const replaced = await em.transactional(async (tx) => {
    // Parallel logins of one user queue here, on the user's row: the first to lock it finds no
    // live session of the others (none is committed yet), so without this both would insert one
    // and the later would break the one-live-session index.
    await tx.execute('select id from users where id = ? for update', [user.id])
    const live = await tx.find(
      UserSession,
      { userId: user.id, revokedAt: null },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    )
    const kept = presented
      ? live.find(
          (session) =>
            session.expiresAt > new Date() &&
            (session.refreshTokenHash === presented || session.previousRefreshTokenHash === presented),
        )
      : undefined
    const others = live.filter((session) => session !== kept)
    for (const session of others) {
      session.revokedAt = new Date()
      session.revokedReason = 'replaced'
    }
    if (kept) {
      sessionId = kept.id
      kept.previousRefreshTokenHash = kept.refreshTokenHash
      kept.refreshTokenHash = tokenHash(refreshToken)
      kept.expiresAt = new Date(Date.now() + meta.ttlDays * 86_400_000)
      await tx.flush()
      return others.map((session) => ({ id: session.id, companyId: session.companyId }))
    }
    await tx.flush()
    tx.create(UserSession, {
      id: sessionId,
      userId: user.id,
      companyId: user.companyId,
      refreshTokenHash: tokenHash(refreshToken),
      expiresAt: new Date(Date.now() + meta.ttlDays * 86_400_000),
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
      ip: meta.ip ?? null,
    })
    return others.map((session) => ({ id: session.id, companyId: session.companyId }))
  })
  return { sessionId, refreshToken, replaced }
}

export interface RotatedSession {
  sessionId: string
  userId: number
  companyId: number
  /** Undefined inside the grace window: the browser already holds the newest token. */
  refreshToken?: string
}

/** A session ended for a reason of its own; its open sockets must be told and closed. */
export interface EndedSession {
  id: string
  companyId: number
}

/**
 * Exchanges a refresh token for a new one (rotation). A token that was already rotated away is a
 * sign of theft: outside the short grace window it revokes the session, and `onTheft` is called
 * with it once the revocation is committed (to disconnect its sockets), before the refusal.
 */
export async function rotateSession(
  em: Em,
  refreshToken: string,
  ttlDays: number,
  onTheft?: (session: EndedSession) => Promise<void>,
): Promise<RotatedSession> {
  const presented = tokenHash(refreshToken)
  const outcome = await em.transactional(async (tx): Promise<RotatedSession | { reused: EndedSession }> => {
    const current = await tx.findOne(
      UserSession,
      { refreshTokenHash: presented },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    )
    if (current) {
      if (current.revokedAt || current.expiresAt < new Date()) {
        throw new AppError('ERR_SESSION_REVOKED', { details: { reason: current.revokedReason ?? 'expired' } })
      }
      const next = randomToken()
      current.previousRefreshTokenHash = current.refreshTokenHash
      current.refreshTokenHash = tokenHash(next)
      current.expiresAt = new Date(Date.now() + ttlDays * 86_400_000)
      return {
        sessionId: current.id,
        userId: current.userId,
        companyId: current.companyId,
        refreshToken: next,
      }
    }
    const rotatedAway = await tx.findOne(
      UserSession,
      { previousRefreshTokenHash: presented },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    )
    if (!rotatedAway || rotatedAway.revokedAt) {
      throw new AppError('ERR_SESSION_REVOKED', {
        details: { reason: rotatedAway?.revokedReason ?? 'expired' },
      })
    }
    if (Date.now() - rotatedAway.updatedAt.getTime() <= ROTATION_GRACE_MS) {
      return { sessionId: rotatedAway.id, userId: rotatedAway.userId, companyId: rotatedAway.companyId }
    }
    rotatedAway.revokedAt = new Date()
    rotatedAway.revokedReason = 'refresh-token-reused'
    // Returned, not thrown: throwing here would roll the revocation back.
    return { reused: { id: rotatedAway.id, companyId: rotatedAway.companyId } }
  })
  if ('reused' in outcome) {
    await onTheft?.(outcome.reused)
    throw new AppError('ERR_SESSION_REVOKED', {
      message: 'This refresh token was already used; log in again',
      details: { reason: 'refresh-token-reused' },
    })
  }
  return outcome
}

/** Ends one session (logout). */
export async function revokeSession(em: Em, sessionId: string, reason: string): Promise<void> {
  await em.nativeUpdate(
    UserSession,
    { id: sessionId, revokedAt: null },
    { revokedAt: new Date(), revokedReason: reason },
  )
}

/** Ends every live session of a user (password reset, user deleted). */
export async function revokeUserSessions(
  em: Em,
  userId: number,
  reason: string,
): Promise<{ id: string; companyId: number }[]> {
  const live = await em.find(UserSession, { userId, revokedAt: null })
  await em.nativeUpdate(
    UserSession,
    { userId, revokedAt: null },
    { revokedAt: new Date(), revokedReason: reason },
  )
  return live.map((session) => ({ id: session.id, companyId: session.companyId }))
}
