import type { Em, PluginRoutes } from '@atendo/plugin-api'
import { type Static, Type } from 'typebox'
import type { MetaConfig } from '../config.ts'
import { MetaApp } from '../entities.ts'

const tags = ['channel-meta']
const superOnly = { access: { super: true } }

/** Shown instead of a secret: the last four characters only, so the super admin recognises it. */
export function maskSecret(secret: string): string {
  if (secret === '') return ''
  return `••••••${secret.length > 8 ? secret.slice(-4) : ''}`
}
const isMask = (value: string) => value.startsWith('••••••')

const AppSettingsSchema = Type.Object({
  id: Type.Integer(),
  appId: Type.String(),
  /** Masked: `••••••` and the last four characters. */
  appSecret: Type.String(),
  verifyToken: Type.String(),
  /** Where the values in force come from when nothing was saved here. */
  fromConfiguration: Type.Object({
    appId: Type.Boolean(),
    appSecret: Type.Boolean(),
    verifyToken: Type.Boolean(),
  }),
  /** The callback URL path to give Meta (after the server's public address). */
  callbackPath: Type.String(),
})

const AppSettingsBodySchema = Type.Object({
  appId: Type.Optional(Type.String({ maxLength: 50, pattern: '^[0-9]*$' })),
  /** Empty or the mask shown: keep the saved value. */
  appSecret: Type.Optional(Type.String({ maxLength: 200 })),
  verifyToken: Type.Optional(Type.String({ maxLength: 200 })),
})

/**
 * The super admin's Meta app settings (a back-office panel): the app id, secret and verify token,
 * the secrets masked in every answer. One record, id 1, listed and edited like any resource.
 */
export const appSettingsRoutes: PluginRoutes<{ config: MetaConfig }> = async (fastify, { config }) => {
  async function current(em: Em) {
    const saved = await em.findOne(MetaApp, { id: 1 })
    return {
      id: 1,
      appId: saved?.appId || config.appId,
      appSecret: maskSecret(saved?.appSecret || config.appSecret),
      verifyToken: maskSecret(saved?.verifyToken || config.verifyToken),
      fromConfiguration: {
        appId: !saved?.appId && config.appId !== '',
        appSecret: !saved?.appSecret && config.appSecret !== '',
        verifyToken: !saved?.verifyToken && config.verifyToken !== '',
      },
      callbackPath: '/api/webhooks/meta',
    }
  }

  fastify.get(
    '/channel-meta/app',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'The Meta app settings (secrets masked)',
        response: { 200: Type.Array(AppSettingsSchema) },
      },
    },
    async (request, reply) => {
      reply.header('Content-Range', 'app 0-0/1')
      return [await current(request.em)]
    },
  )

  fastify.get(
    '/channel-meta/app/:id',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'The Meta app settings (secrets masked)',
        params: Type.Object({ id: Type.Literal(1) }),
        response: { 200: AppSettingsSchema },
      },
    },
    async (request) => current(request.em),
  )

  async function save(em: Em, body: Static<typeof AppSettingsBodySchema>) {
    await em.transactional(async (tx) => {
      const saved = (await tx.findOne(MetaApp, { id: 1 })) ?? tx.create(MetaApp, { id: 1 })
      if (body.appId !== undefined) saved.appId = body.appId
      if (body.appSecret && !isMask(body.appSecret)) saved.appSecret = body.appSecret
      if (body.verifyToken && !isMask(body.verifyToken)) saved.verifyToken = body.verifyToken
      await tx.flush()
    })
    return current(em)
  }

  fastify.put(
    '/channel-meta/app/:id',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'Change the Meta app settings; an empty or masked secret keeps the saved one',
        params: Type.Object({ id: Type.Literal(1) }),
        body: AppSettingsBodySchema,
        response: { 200: AppSettingsSchema },
      },
    },
    async (request) => save(request.em, request.body),
  )

  // The back office's "create" on a one-record resource: the same as saving it.
  fastify.post(
    '/channel-meta/app',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'Save the Meta app settings (the one record, id 1)',
        body: AppSettingsBodySchema,
        response: { 201: AppSettingsSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await save(request.em, request.body)),
  )
}
