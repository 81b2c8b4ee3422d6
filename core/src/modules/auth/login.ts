import { AppError } from '@atendo/plugin-api'
import type { FastifyInstance } from 'fastify'
import { decoyPasswordHash, verifyPassword } from '../../kernel/auth/passwords.ts'
import { platformEm } from '../../kernel/db/orm.ts'
import { Company } from '../companies/index.ts'
import { loadSessionUser, type SessionUser, User } from '../users/index.ts'
import { openSession } from './sessions.ts'

/** The message the replaced browser shows (inbox.md §4). */
export const SESSION_REPLACED_MESSAGE = 'Sua conta foi acessada em outro computador.'

export interface LoginResult {
  token: string
  refreshToken: string
  sessionId: string
  user: SessionUser
}

/** Checks the credentials, opens the user's only session and tells the previous one it ended. */
export async function login(
  fastify: FastifyInstance,
  credentials: { email: string; password: string },
  meta: { userAgent?: string; ip?: string; presentedRefreshToken?: string },
): Promise<LoginResult> {
  const { kernel } = fastify
  const em = platformEm(kernel.orm, 'sign-in')
  const user = await em.findOne(
    User,
    { email: credentials.email.toLowerCase() },
    { populate: ['passwordHash'] },
  )
  const passwordHash = user?.passwordHash ?? (await decoyPasswordHash())
  const valid = await verifyPassword(passwordHash, credentials.password)
  if (!user || !valid) throw new AppError('ERR_INVALID_CREDENTIALS')

  const session = await openSession(em, user, { ...meta, ttlDays: kernel.config.REFRESH_TOKEN_TTL_DAYS })
  await em.nativeUpdate(Company, { id: user.companyId }, { lastLogin: new Date() })
  for (const replaced of session.replaced) {
    await kernel.realtime.endSession(replaced.companyId, replaced.id, SESSION_REPLACED_MESSAGE, 'replaced')
  }
  const sessionUser = await loadSessionUser(em, user.id, {
    storage: kernel.storage,
    permissions: kernel.contributions.permissions,
  })
  const token = await kernel.tokens.sign({
    userId: user.id,
    companyId: user.companyId,
    sessionId: session.sessionId,
    profile: user.profile,
  })
  return { token, refreshToken: session.refreshToken, sessionId: session.sessionId, user: sessionUser }
}
