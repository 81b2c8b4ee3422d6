import { idSchema } from '@atendo/plugin-api'
import { Type } from 'typebox'

export const PhraseIdParams = Type.Object({ id: idSchema() })

const fields = {
  name: Type.String({ minLength: 1, maxLength: 50, pattern: '\\S' }),
  flowId: idSchema(),
  /** The connection whose messages it listens to; null: any of the company's connections. */
  whatsappId: Type.Optional(Type.Union([idSchema(), Type.Null()])),
  phrase: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
}

/** administration.md §5: name, flow and phrase required; the connection may be empty. */
export const CreatePhraseBody = Type.Object({ ...fields, status: Type.Optional(Type.Boolean()) })
export const UpdatePhraseBody = Type.Object({
  id: idSchema(),
  ...fields,
  status: Type.Optional(Type.Boolean()),
})

export const PhraseCampaign = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  flowId: Type.Integer(),
  whatsappId: Type.Union([Type.Integer(), Type.Null()]),
  phrase: Type.String(),
  status: Type.Boolean(),
  companyId: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
})
