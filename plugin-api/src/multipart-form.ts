import { type TSchema, Type } from 'typebox'

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The fields of a multipart/form-data request, for the API reference only. A multipart body is
     * read as a stream by the handler (`request.file()`), never parsed into `request.body`, so it
     * cannot be validated as `body`; declared here, the OpenAPI document shows it as the request
     * body. The handler still checks what arrives.
     *
     * @example
     * schema: { consumes: ['multipart/form-data'], multipartForm: Type.Object({ file: multipartFile('the image') }) }
     */
    multipartForm?: TSchema
  }
}

/**
 * A file field of a multipart form (`multipartForm`), as the API reference shows it.
 *
 * @example
 * multipartForm: Type.Object({ file: multipartFile('png or jpeg, up to 5 MB') })
 */
export const multipartFile = (description: string) => Type.String({ format: 'binary', description })
