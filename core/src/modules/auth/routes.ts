import { AppError } from '@atendo/plugin-api'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Static } from 'typebox'
import { platformEm } from '../../kernel/db/orm.ts'
import { GlobalSetting } from '../settings/entities.ts'
import { accountRateLimit } from './account-rate-limit.ts'
import { knownDevices } from './known-device.ts'
import { login } from './login.ts'
import { requestPasswordReset, resetPassword } from './password-reset.ts'
import {
  ForgetPasswordParamsSchema,
  LoginBodySchema,
  MessageAnswerSchema,
  ResetPasswordParamsSchema,
  SessionUserSchema,
  SignupAnswerSchema,
  SignupBodySchema,
  TokenAnswerSchema,
} from './schemas.ts'
import { loadSessionUser } from './session-user.ts'
import { revokeSession, rotateSession } from './sessions.ts'
import { signup } from './signup.ts'

/** What the sockets of a session ended by logout are told. */
export const LOGGED_OUT_MESSAGE = 'Sessão encerrada.'

/** What the sockets of a session revoked because its refresh token was reused are told. */
export const SESSION_REVOKED_MESSAGE = 'Sua sessão foi encerrada por segurança. Entre novamente.'

/** The refresh token cookie (httpOnly: scripts in the page never see it). */
export const REFRESH_COOKIE = 'jrt'

const tags = ['auth']

export const authRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { kernel } = fastify
  const maxPerMinute = kernel.config.RATE_LIMIT_AUTH_PER_MINUTE
  const limited = { max: maxPerMinute, timeWindow: '1 minute' }
  const accountLimits = {
    perAddress: maxPerMinute,
    perAccount: Math.max(kernel.config.RATE_LIMIT_AUTH_ACCOUNT_PER_MINUTE, maxPerMinute),
  }
  const devices = knownDevices(fastify)
  const loginAccount = (request: FastifyRequest<{ Body: Static<typeof LoginBodySchema> }>) =>
    request.body.email
  const forgetAccount = (request: FastifyRequest<{ Params: Static<typeof ForgetPasswordParamsSchema> }>) =>
    request.params.email
  const resetAccount = (request: FastifyRequest<{ Params: Static<typeof ResetPasswordParamsSchema> }>) =>
    request.params.email

  const setRefreshCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(REFRESH_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: kernel.config.NODE_ENV === 'production',
      path: '/api/auth',
      maxAge: kernel.config.REFRESH_TOKEN_TTL_DAYS * 86_400,
    })

  fastify.post(
    '/auth/login',
    {
      config: { access: { public: true }, rateLimit: limited },
      preHandler: accountRateLimit(fastify, 'login', accountLimits, loginAccount, devices.recognises),
      schema: { tags, summary: 'Log in', body: LoginBodySchema, response: { 200: TokenAnswerSchema } },
    },
    async (request, reply) => {
      const result = await login(fastify, request.body, {
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      })
      setRefreshCookie(reply, result.refreshToken)
      await devices.remember(reply, request.body.email)
      return { token: result.token, user: result.user }
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
      const presented = request.cookies[REFRESH_COOKIE]
      if (!presented) throw new AppError('ERR_SESSION_REVOKED', { message: 'No refresh token' })
      const em = platformEm(kernel.orm, 'sign-in')
      const rotated = await rotateSession(em, presented, kernel.config.REFRESH_TOKEN_TTL_DAYS, (stolen) =>
        kernel.realtime.endSession(stolen.companyId, stolen.id, SESSION_REVOKED_MESSAGE),
      )
      if (rotated.refreshToken) setRefreshCookie(reply, rotated.refreshToken)
      const token = await kernel.tokens.sign(rotated)
      return { token, user: await loadSessionUser(em, rotated.userId, kernel.contributions.permissions) }
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
      await kernel.realtime.endSession(caller.companyId, caller.sessionId, LOGGED_OUT_MESSAGE)
      reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' })
      return { message: 'Logged out' }
    },
  )

  fastify.get(
    '/auth/me',
    {
      config: { access: { allowExpired: true } },
      schema: { tags, summary: 'The logged-in user', response: { 200: SessionUserSchema } },
    },
    async (request) =>
      loadSessionUser(
        platformEm(kernel.orm, 'sign-in'),
        request.caller.userId,
        kernel.contributions.permissions,
      ),
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
        await kernel.realtime.endSession(session.companyId, session.id, 'Senha redefinida com sucesso.')
      }
      return { message: 'Senha redefinida com sucesso.' }
    },
  )
}
