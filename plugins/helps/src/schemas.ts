import { idSchema } from '@atendo/plugin-api'
import { Type } from 'typebox'

export const HelpSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  video: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
})

export const HelpBodySchema = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200 }),
  description: Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Null()])),
  video: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
})

export const HelpIdSchema = Type.Object({ id: idSchema() })
