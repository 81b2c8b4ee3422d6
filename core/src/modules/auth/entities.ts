import { timestampColumns } from '@atendo/plugin-api'
import { defineEntity, type InferEntity, p } from '@mikro-orm/core'

/**
 * One login of one user. The access token names the session; a new login revokes the previous
 * session, and the refresh token (stored only as a hash) is rotated on every use.
 */
export const UserSession = defineEntity({
  name: 'UserSession',
  tableName: 'user_sessions',
  properties: {
    id: p.uuid().primary(),
    userId: p.integer().index(),
    companyId: p.integer(),
    refreshTokenHash: p.string().length(64).unique(),
    previousRefreshTokenHash: p.string().length(64).nullable().index(),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
    revokedReason: p.string().length(50).nullable(),
    userAgent: p.string().length(500).nullable(),
    ip: p.string().length(64).nullable(),
    ...timestampColumns,
  },
})
export type IUserSession = InferEntity<typeof UserSession>

/** A password-reset code sent by e-mail; only its hash is stored, and it can be used once. */
export const PasswordReset = defineEntity({
  name: 'PasswordReset',
  tableName: 'password_resets',
  properties: {
    id: p.integer().primary(),
    userId: p.integer().index(),
    tokenHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    ...timestampColumns,
  },
})
export type IPasswordReset = InferEntity<typeof PasswordReset>
