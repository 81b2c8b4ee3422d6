/**
 * A failed Graph call as Meta reported it (`{ error: { message, type, code, error_subcode } }`,
 * https://developers.facebook.com/docs/graph-api/guides/error-handling), or a call that never got
 * an answer (`code` 0).
 */
export class GraphError extends Error {
  readonly status: number
  readonly code: number
  readonly subcode: number | undefined
  readonly type: string | undefined

  constructor(
    message: string,
    details: { status: number; code: number; subcode?: number; type?: string },
    cause?: unknown,
  ) {
    super(message, { cause })
    this.name = 'GraphError'
    this.status = details.status
    this.code = details.code
    this.subcode = details.subcode
    this.type = details.type
  }

  static fromAnswer(status: number, body: unknown): GraphError {
    const error = (body as { error?: Record<string, unknown> } | undefined)?.error ?? {}
    const message = typeof error.message === 'string' ? error.message : `Graph answered ${status}`
    return new GraphError(message.slice(0, 300), {
      status,
      code: typeof error.code === 'number' ? error.code : -1,
      subcode: typeof error.error_subcode === 'number' ? error.error_subcode : undefined,
      type: typeof error.type === 'string' ? error.type : undefined,
    })
  }

  static unreachable(cause: unknown): GraphError {
    return new GraphError('Meta could not be reached', { status: 0, code: 0 }, cause)
  }

  static tooLarge(bytes: number): GraphError {
    return new GraphError(`The file (${bytes} bytes) is larger than allowed`, { status: 413, code: 413 })
  }

  /** The token is no longer valid (expired, revoked, password changed, app removed). */
  get tokenRevoked(): boolean {
    return this.code === 190 || this.code === 102
  }
}
