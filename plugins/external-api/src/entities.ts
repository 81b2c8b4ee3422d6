import { defineEntity, type InferEntity, p, tenantColumns } from '@atendo/plugin-api'

/**
 * One send made with an `Idempotency-Key`: the key, a digest of what was asked, and the answer
 * once sent, so a retry of the same request gets the same answer instead of a second message.
 */
export const ExternalApiSend = defineEntity({
  name: 'ExternalApiSend',
  tableName: 'external_api_sends',
  properties: {
    id: p.integer().primary(),
    ...tenantColumns,
    connectionId: p.integer(),
    idempotencyKey: p.string().length(200),
    requestDigest: p.string().length(64),
    status: p.enum(['pending', 'done'] as const).default('pending'),
    answer: p.json<Record<string, unknown>>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
})
export type IExternalApiSend = InferEntity<typeof ExternalApiSend>
