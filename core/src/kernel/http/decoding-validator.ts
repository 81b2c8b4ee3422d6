import { QueryValueError } from '@atendo/plugin-api'
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify'
import type { TSchema } from 'typebox'
import { Compile } from 'typebox/compile'
import { Convert, DecodeUnsafe, HasCodec } from 'typebox/value'

/**
 * Validates each request part with its TypeBox schema and hands the route the decoded value:
 * query strings, params and headers are converted first (`"5"` → 5, as before), then checked,
 * then a schema's codecs run (`"[1,2]"` → [1, 2], see `idListQuery`), so no handler parses
 * its query by hand. A value that does not decode is a 400 naming its field.
 *
 * @example
 * fastify.setValidatorCompiler(decodingValidatorCompiler)
 */
export const decodingValidatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const validator = Compile(schema)
  const decodes = HasCodec(schema)
  return (value) => {
    const converted = httpPart === 'body' ? value : Convert(schema, value)
    if (!validator.Check(converted)) {
      return { error: validator.Errors(converted) as unknown as FastifySchemaValidationError[] }
    }
    if (!decodes) return { value: converted }
    try {
      return { value: DecodeUnsafe({}, schema, converted) }
    } catch (error) {
      if (!(error instanceof QueryValueError)) throw error
      const problem: FastifySchemaValidationError = {
        keyword: 'decode',
        instancePath: `/${error.field}`,
        schemaPath: '#',
        params: {},
        message: error.message,
      }
      return { error: [problem] }
    }
  }
}
