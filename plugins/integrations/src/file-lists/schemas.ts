import { idSchema } from '@atendo/plugin-api'
import { type Static, Type } from 'typebox'

/** One option of a list as the dialog saves it: an existing one keeps its id (and its file). */
const OptionBody = Type.Object({
  id: Type.Optional(idSchema()),
  name: Type.String({ minLength: 1, maxLength: 100 }),
})

/** §8: name at least 3 characters (nome muito curto), message required (Obrigatório). */
export const FileListBody = Type.Object({
  name: Type.String({ minLength: 3, maxLength: 100 }),
  message: Type.String({ minLength: 1, maxLength: 4000 }),
  options: Type.Optional(Type.Array(OptionBody, { maxItems: 50 })),
  userId: Type.Optional(Type.Union([idSchema(), Type.Null()])),
})
export type FileListBody = Static<typeof FileListBody>

export const FileOptionSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** The stored file's key, null until a file is uploaded for the option. */
  path: Type.Union([Type.String(), Type.Null()]),
  fileName: Type.Union([Type.String(), Type.Null()]),
  mediaType: Type.Union([Type.String(), Type.Null()]),
  /** A signed link to the file, for the dialog's preview. */
  url: Type.Union([Type.String(), Type.Null()]),
})

export const FileListSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  message: Type.String(),
  userId: Type.Union([Type.Integer(), Type.Null()]),
  companyId: Type.Integer(),
  options: Type.Array(FileOptionSchema),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
})

export const FileIdParams = Type.Object({ id: idSchema() })
export const UploadParams = Type.Object({ fileId: idSchema() })
