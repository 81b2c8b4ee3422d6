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
  // Compiled on the route's first request, not at start-up: a start compiled every route's
  // schemas, paid again by every test app, for routes most processes never call.
  let validator: ReturnType<typeof Compile> | undefined
  let decodes: boolean | undefined
  return (value) => {
    validator ??= Compile(schema)
    decodes ??= HasCodec(schema)
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
