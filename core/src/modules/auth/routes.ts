import { AppError } from '@atendo/plugin-api'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { type Static, Type } from 'typebox'
import { platformEm } from '../../kernel/db/orm.ts'
import { foreignSiteOrigin, sessionCookiePolicy } from '../../kernel/http/cookie-site.ts'
import { corsOrigins } from '../../kernel/http/cors.ts'
import { MEDIA_COOKIE } from '../../kernel/storage/media-binding.ts'
import { GlobalSetting } from '../settings/index.ts'
import { loadSessionUser, SessionUserSchema } from '../users/index.ts'
import { accountRateLimit } from './account-rate-limit.ts'
import { sendUnlockMail, useUnlockToken } from './account-unlock.ts'
import { knownDevices } from './known-device.ts'
import { login } from './login.ts'
import { requestPasswordReset, resetPassword } from './password-reset.ts'
import {
  ForgetPasswordParamsSchema,
  LoginBodySchema,
  MessageAnswerSchema,
  ResetPasswordParamsSchema,
  SignupAnswerSchema,
  SignupBodySchema,
  TokenAnswerSchema,
} from './schemas.ts'
import { revokeSession, rotateSession } from './sessions.ts'
import { signup } from './signup.ts'

/** What the sockets of a session ended by logout are told. */
export const LOGGED_OUT_MESSAGE = 'Sessão encerrada.'

/** What the sockets of a session revoked because its refresh token was reused are told. */
export const SESSION_REVOKED_MESSAGE = 'Sua sessão foi encerrada por segurança. Entre novamente.'

/** The refresh token cookie (httpOnly: scripts in the page never see it). */
export const REFRESH_COOKIE = 'jrt'

/**
 * A cookie scripts can read, holding no secret, that says "this browser has a session": the inbox
 * and the back office (one origin) sign in silently with the shared refresh cookie when it is set,
 * and anonymous visitors are not sent to a refresh that can only answer 401.
 */
export const SESSION_MARKER_COOKIE = 'atendo_session'

const tags = ['auth']

export const authRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { kernel } = fastify
  const viewContext = { storage: kernel.storage, permissions: kernel.contributions.permissions }
  const maxPerMinute = kernel.config.RATE_LIMIT_AUTH_PER_MINUTE
  const limited = { max: maxPerMinute, timeWindow: '1 minute' }
  const accountLimits = {
    perAddress: maxPerMinute,
    perAccount: Math.max(kernel.config.RATE_LIMIT_AUTH_ACCOUNT_PER_MINUTE, maxPerMinute),
  }
  const devices = knownDevices(fastify)
  const { PUBLIC_URL: publicUrl } = kernel.config
  // An account held by the account-wide limit: its owner gets a one-time unlock link (needs PUBLIC_URL).
  const mailUnlock = publicUrl
    ? (request: FastifyRequest, account: string) => {
        const em = platformEm(kernel.orm, 'sign-in')
        void (async () => {
          const appName = (await em.findOne(GlobalSetting, { key: 'appName' }))?.value || 'Atendo'
          await sendUnlockMail(
            { em, mailer: kernel.mailer, clock: kernel.clock, log: request.log, publicUrl, appName },
            account,
          )
        })().catch((error: unknown) => request.log.error({ err: error }, 'sending the unlock e-mail failed'))
      }
    : undefined
  const loginAccount = (request: FastifyRequest<{ Body: Static<typeof LoginBodySchema> }>) =>
    request.body.email
  const forgetAccount = (request: FastifyRequest<{ Params: Static<typeof ForgetPasswordParamsSchema> }>) =>
    request.params.email
  const resetAccount = (request: FastifyRequest<{ Params: Static<typeof ResetPasswordParamsSchema> }>) =>
    request.params.email

  const allowedOrigins = corsOrigins(kernel.config.CORS_ORIGINS)
  const setRefreshCookie = (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    sessionId: string,
  ) => {
    const lasting = {
      // Strict, or None + Secure for a front end of another site listed in CORS_ORIGINS.
      ...sessionCookiePolicy(request, allowedOrigins, kernel.config.NODE_ENV === 'production'),
      maxAge: kernel.config.REFRESH_TOKEN_TTL_DAYS * 86_400,
    }
    reply.setCookie(REFRESH_COOKIE, token, { ...lasting, httpOnly: true, path: '/api/auth' })
    reply.setCookie(SESSION_MARKER_COOKIE, '1', { ...lasting, httpOnly: false, path: '/' })
    // Media links answered to this browser open only with it (kernel/storage/media-binding.ts).
    reply.setCookie(MEDIA_COOKIE, kernel.storage.cookies.valueFor(sessionId), {
      ...lasting,
      httpOnly: true,
      path: '/',
    })
  }

  fastify.post(
    '/auth/login',
    {
      config: { access: { public: true }, rateLimit: limited },
      preHandler: accountRateLimit(
        fastify,
        'login',
        accountLimits,
        loginAccount,
        devices.recognises,
        mailUnlock,
      ),
      schema: { tags, summary: 'Log in', body: LoginBodySchema, response: { 200: TokenAnswerSchema } },
    },
    async (request, reply) => {
      const result = await login(fastify, request.body, {
        userAgent: request.headers['user-agent'],
        ip: request.ip,
        // This browser's session (the inbox's or the back office's) is kept, not replaced.
        presentedRefreshToken: request.cookies[REFRESH_COOKIE],
      })
      setRefreshCookie(request, reply, result.refreshToken, result.sessionId)
      await devices.remember(reply, request.body.email)
      return { token: result.token, user: result.user }
    },
  )

  fastify.get(
    '/auth/unlock/:token',
    {
      config: { access: { public: true }, rateLimit: limited },
      schema: {
        tags,
        summary: 'Open a one-time unlock link: this browser becomes a known device of the account',
        params: Type.Object({
          token: Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }),
        }),
      },
    },
    async (request, reply) => {
      const email = await useUnlockToken(
        platformEm(kernel.orm, 'sign-in'),
        kernel.clock,
        request.params.token,
      )
      if (!email)
        throw new AppError('ERR_INVALID_TOKEN', { message: 'This unlock link is invalid, used or expired' })
      await devices.remember(reply, email)
      // To the inbox's login page, which this browser may now use although the account is held.
      return reply.redirect('/login?unlocked=1', 303)
    },
  )

  fastify.post(
    '/auth/refresh_token',
    {
      config: { access: { public: true }, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Exchange the refresh cookie for a new access token',
        response: { 200: TokenAnswerSchema },
      },
    },
    async (request, reply) => {
      // A cookie sent SameSite=None reaches us from any site: only listed ones may use it.
      if (foreignSiteOrigin(request, allowedOrigins))
        throw new AppError('ERR_NO_PERMISSION', { message: 'Origin not allowed' })
      const presented = request.cookies[REFRESH_COOKIE]
      // A refusal also forgets the marker: the next page load goes straight to the login page.
      if (!presented) {
        reply.clearCookie(SESSION_MARKER_COOKIE, { path: '/' })
        throw new AppError('ERR_SESSION_REVOKED', { message: 'No refresh token' })
      }
      const em = platformEm(kernel.orm, 'sign-in')
      const rotated = await rotateSession(em, presented, kernel.config.REFRESH_TOKEN_TTL_DAYS, (stolen) =>
        kernel.realtime.endSession(
          stolen.companyId,
          stolen.id,
          SESSION_REVOKED_MESSAGE,
          'refresh-token-reused',
        ),
      ).catch((error: unknown) => {
        reply.clearCookie(SESSION_MARKER_COOKIE, { path: '/' })
        throw error
      })
      if (rotated.refreshToken) setRefreshCookie(request, reply, rotated.refreshToken, rotated.sessionId)
      const user = await loadSessionUser(em, rotated.userId, viewContext)
      const token = await kernel.tokens.sign({ ...rotated, profile: user.profile })
      return { token, user }
    },
  )

  fastify.delete(
    '/auth/logout',
    {
      config: { access: { allowExpired: true } },
      schema: { tags, summary: 'End this session', response: { 200: MessageAnswerSchema } },
    },
    async (request, reply) => {
      const { caller } = request
      await revokeSession(platformEm(kernel.orm, 'sign-in'), caller.sessionId, 'logout')
      // Other tabs of this session must not keep receiving the company's events.
      await kernel.realtime.endSession(caller.companyId, caller.sessionId, LOGGED_OUT_MESSAGE, 'logout')
      reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' })
      reply.clearCookie(SESSION_MARKER_COOKIE, { path: '/' })
      reply.clearCookie(MEDIA_COOKIE, { path: '/' })
      return { message: 'Logged out' }
    },
  )

  fastify.get(
    '/auth/me',
    {
      config: { access: { allowExpired: true } },
      schema: { tags, summary: 'The logged-in user', response: { 200: SessionUserSchema } },
    },
    async (request) => loadSessionUser(platformEm(kernel.orm, 'sign-in'), request.caller.userId, viewContext),
  )

  fastify.post(
    '/auth/signup',
    {
      config: { access: { public: true }, rateLimit: limited },
      schema: {
        tags,
        summary: 'Create a company and its first admin on a public plan',
        body: SignupBodySchema,
        response: { 201: SignupAnswerSchema },
      },
    },
    async (request, reply) => {
      const created = await signup(platformEm(kernel.orm, 'sign-in'), request.body)
      return reply.status(201).send(created)
    },
  )

  fastify.post(
    '/forgetpassword/:email',
    {
      config: { access: { public: true }, rateLimit: limited },
      preHandler: accountRateLimit(fastify, 'reset', accountLimits, forgetAccount),
      schema: {
        tags,
        summary: 'E-mail a password reset code',
        params: ForgetPasswordParamsSchema,
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request) => {
      const em = platformEm(kernel.orm, 'sign-in')
      const appName = (await em.findOne(GlobalSetting, { key: 'appName' }))?.value || 'Atendo'
      await requestPasswordReset(em, kernel.mailer, request.params.email, appName)
      return { message: 'Email enviado com sucesso!' }
    },
  )

  fastify.post(
    '/resetpasswords/:email/:token/:newPassword',
    {
      config: { access: { public: true }, rateLimit: limited },
      preHandler: accountRateLimit(fastify, 'reset', accountLimits, resetAccount),
      schema: {
        tags,
        summary: 'Set a new password with the e-mailed code',
        params: ResetPasswordParamsSchema,
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request) => {
      const { email, token, newPassword } = request.params
      const { revoked } = await resetPassword(platformEm(kernel.orm, 'sign-in'), {
        email,
        code: token,
        newPassword,
      })
      for (const session of revoked) {
        await kernel.realtime.endSession(
          session.companyId,
          session.id,
          'Senha redefinida com sucesso.',
          'password-reset',
        )
      }
      return { message: 'Senha redefinida com sucesso.' }
    },
  )
}
