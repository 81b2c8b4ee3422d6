import { AppError, type ErrorCode, errorCatalogue, type FieldProblem } from '@atendo/plugin-api'

/** A provider's failure as it travels between processes: JSON, with the AppError parts kept. */
export interface RelayedError {
  code?: string
  message: string
  fields?: FieldProblem[]
  details?: Record<string, unknown>
}

/** What of a failure crosses to the calling process; a stack or cause stays in the holder's log. */
export function relayedError(error: unknown): RelayedError {
  if (error instanceof AppError) {
    return { code: error.code, message: error.message, fields: error.fields, details: error.details }
  }
  return { message: error instanceof Error ? error.message : String(error) }
}

/**
 * The failure rebuilt on the calling process, so callers see the same error they would have seen
 * had the provider run here: an AppError keeps its code (ERR_SENDING_WAPP_MSG...) and message.
 */
export function reviveError(error: RelayedError): Error {
  if (error.code && Object.hasOwn(errorCatalogue, error.code)) {
    return new AppError(error.code as ErrorCode, {
      message: error.message,
      fields: error.fields,
      details: error.details,
    })
  }
  return new Error(error.message)
}
