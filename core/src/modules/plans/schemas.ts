import { Type } from 'typebox'
import { planFlags } from './entities.ts'

export const PlanSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  amount: Type.Number(),
  users: Type.Integer(),
  connections: Type.Integer(),
  queues: Type.Integer(),
  isPublic: Type.Boolean(),
  ...Object.fromEntries(planFlags.map((flag) => [flag, Type.Boolean()])),
})
