import { idSchema, ListQuerySchema } from '@atendo/plugin-api'
import { Type } from 'typebox'

export const QuickMessageIdParams = Type.Object({ id: idSchema() })

/** A quick reply (administration.md §3 Quick message); `mediaPath` is a signed URL. */
export const QuickMessageSchema = Type.Object({
  id: Type.Integer(),
  companyId: Type.Integer(),
  shortcode: Type.String(),
  message: Type.String(),
  mediaPath: Type.Union([Type.String(), Type.Null()]),
  mediaName: Type.Union([Type.String(), Type.Null()]),
  /** Shared with every user of the company, who may all edit it. */
  geral: Type.Boolean(),
  /** Visible to the other users; read-only for them unless general. */
  visao: Type.Boolean(),
  status: Type.Boolean(),
  userId: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
})

const ShortcodeInput = Type.Refine(
  Type.String({ maxLength: 100, description: 'Required; typed after / in the inbox' }),
  (shortcode) => shortcode.trim() !== '',
  () => 'Obrigatório',
)

const quickMessageFields = {
  message: Type.Optional(Type.String({ maxLength: 10_000 })),
  geral: Type.Optional(Type.Boolean()),
  visao: Type.Optional(Type.Boolean()),
  status: Type.Optional(Type.Boolean()),
  /** Sent by the inbox; the caller's company and user are always used. */
  companyId: Type.Optional(Type.Unknown()),
  userId: Type.Optional(Type.Unknown()),
}

export const QuickMessageBodySchema = Type.Object({ shortcode: ShortcodeInput, ...quickMessageFields })
export const QuickMessageUpdateSchema = Type.Object({
  shortcode: Type.Optional(ShortcodeInput),
  ...quickMessageFields,
})

export const QuickMessagePickQuerySchema = Type.Object({
  /** Narrows by shortcode as the attendant types after '/'. */
  searchParam: Type.Optional(Type.String({ maxLength: 100 })),
  companyId: Type.Optional(Type.Unknown()),
  userId: Type.Optional(Type.Unknown()),
})

export const QuickMessageListQuerySchema = ListQuerySchema

export const MessageAnswerSchema = Type.Object({ message: Type.String() })
