import { idSchema } from '@atendo/plugin-api'
import { type Static, Type } from 'typebox'

/** The runtimes a queue integration can be (administration.md §2 "Queue integrations"). */
export const integrationTypes = ['dialogflow', 'n8n', 'webhook', 'typebot', 'flowbuilder'] as const
export type IntegrationType = (typeof integrationTypes)[number]

const name = Type.String({ minLength: 2, maxLength: 50, description: 'Nome: 2 to 50 characters' })
const url = Type.String({ minLength: 1, maxLength: 2000, pattern: '^https?://', description: 'http(s) URL' })
const language = Type.Union([Type.Literal('pt-BR'), Type.Literal('en'), Type.Literal('es')], {
  default: 'pt-BR',
})
const text = (maxLength: number) => Type.String({ maxLength })

/** The Typebot fields (§3 "Typebot integration"); defaults of §9: delay 1000 ms, expires 1 minute. */
const typebotFields = {
  typebotSlug: Type.String({ minLength: 1, maxLength: 200 }),
  typebotDelayMessage: Type.Optional(Type.Integer({ minimum: 0, maximum: 60_000, default: 1000 })),
  typebotExpires: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 525_600, default: 1, description: 'minutes; 0 never expires' }),
  ),
  typebotKeywordFinish: Type.Optional(text(100)),
  typebotKeywordRestart: Type.Optional(text(100)),
  typebotRestartMessage: Type.Optional(text(4000)),
  typebotUnknownMessage: Type.Optional(text(4000)),
}

/**
 * What the dialog saves, one shape per type (§8): typebot needs name, urlN8N and typebotSlug;
 * n8n and webhook need name and urlN8N; dialogflow its project, service-account JSON and
 * language; flowbuilder the flow it hands tickets to.
 */
export const IntegrationBody = Type.Union([
  Type.Object({
    type: Type.Literal('dialogflow'),
    name,
    projectName: Type.String({ minLength: 1, maxLength: 100 }),
    jsonContent: Type.String({ minLength: 2, maxLength: 20_000, description: 'service-account JSON' }),
    language: Type.Optional(language),
  }),
  Type.Object({
    type: Type.Union([Type.Literal('n8n'), Type.Literal('webhook')]),
    name,
    urlN8N: url,
    projectName: Type.Optional(text(100)),
  }),
  Type.Object({
    type: Type.Literal('typebot'),
    name,
    urlN8N: url,
    projectName: Type.Optional(text(100)),
    ...typebotFields,
  }),
  Type.Object({
    type: Type.Literal('flowbuilder'),
    name,
    flowId: Type.Optional(Type.Union([idSchema(), Type.Null()])),
    projectName: Type.Optional(text(100)),
  }),
])
export type IntegrationBody = Static<typeof IntegrationBody>

export const IntegrationSchema = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  name: Type.String(),
  projectName: Type.String(),
  /** The service-account JSON with its private key masked; sent back as is, it keeps the stored key. */
  jsonContent: Type.String(),
  language: Type.String(),
  urlN8N: Type.String(),
  typebotSlug: Type.String(),
  typebotDelayMessage: Type.Integer(),
  typebotExpires: Type.Integer(),
  typebotKeywordFinish: Type.String(),
  typebotKeywordRestart: Type.String(),
  typebotRestartMessage: Type.String(),
  typebotUnknownMessage: Type.String(),
  flowId: Type.Union([Type.Integer(), Type.Null()]),
  /** The URL n8n/webhook workflows answer later on (with the secret as a Bearer token). */
  callbackUrl: Type.String(),
  callbackSecret: Type.String(),
  companyId: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
})

export const TestSessionBody = Type.Object({
  /** The saved integration whose key a masked jsonContent stands for (the dialog of a saved one). */
  id: Type.Optional(idSchema()),
  projectName: Type.String({ minLength: 1, maxLength: 100 }),
  jsonContent: Type.String({ minLength: 2, maxLength: 20_000 }),
  language: Type.Optional(language),
})

export const TestSessionAnswer = Type.Object({
  ok: Type.Boolean(),
  intent: Type.String(),
  fulfillmentText: Type.String(),
})

export const IdParams = Type.Object({ id: idSchema() })
