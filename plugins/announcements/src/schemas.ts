import { idSchema } from '@atendo/plugin-api'
import { Type } from 'typebox'

export const AnnouncementSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  text: Type.String(),
  priority: Type.Integer({ minimum: 1, maximum: 3 }),
  status: Type.Boolean({ description: 'true = active' }),
  mediaPath: Type.Union([Type.String(), Type.Null()]),
  mediaName: Type.Union([Type.String(), Type.Null()]),
  /** Signed URL of the image, or null. */
  mediaUrl: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
})

// Title and text are required (administration.md §5): at least one character that is not a blank.
const title = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' })
const text = Type.String({ minLength: 1, maxLength: 10_000, pattern: '\\S' })
const priority = Type.Integer({ minimum: 1, maximum: 3, description: '1 high, 2 medium, 3 low' })
const status = Type.Boolean({ description: 'true = active' })

export const AnnouncementCreateSchema = Type.Object({
  title,
  text,
  priority: Type.Optional(priority),
  status: Type.Optional(status),
})

export const AnnouncementUpdateSchema = Type.Object({
  title: Type.Optional(title),
  text: Type.Optional(text),
  priority: Type.Optional(priority),
  status: Type.Optional(status),
})

export const AnnouncementIdSchema = Type.Object({ id: idSchema() })
