import { idSchema, planFlags } from '@atendo/plugin-api'
import { Type } from 'typebox'

export const PlanSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  amount: Type.Number(),
  users: Type.Integer(),
  connections: Type.Integer(),
  queues: Type.Integer(),
  isPublic: Type.Boolean(),
  ...Object.fromEntries(planFlags.map((flag) => [flag, Type.Boolean()])),
  pluginFlags: Type.Record(Type.String(), Type.Boolean(), {
    description: 'Plan flags the loaded plugins declare, by key (GET /plans/plugin-flags names them)',
  }),
})

/** What the super admin sends to create or change a plan; flags left out keep their value (or default on). */
export const PlanBodySchema = Type.Object({
  name: Type.String({ minLength: 2, maxLength: 100 }),
  amount: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
  users: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  connections: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  queues: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  isPublic: Type.Optional(Type.Boolean()),
  ...Object.fromEntries(planFlags.map((flag) => [flag, Type.Optional(Type.Boolean())])),
})

export const PlanIdSchema = Type.Object({ id: idSchema() })

/** A plan flag a loaded plugin declares, as the back office lists it beside core's. */
export const PluginPlanFlagSchema = Type.Object({
  key: Type.String(),
  pluginId: Type.String(),
  default: Type.Boolean(),
  label: Type.String(),
  labels: Type.Optional(
    Type.Partial(Type.Object({ pt: Type.String(), en: Type.String(), es: Type.String(), tr: Type.String() })),
  ),
})
