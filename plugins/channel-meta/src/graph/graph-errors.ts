import { AppError } from '@atendo/plugin-api'
import { metaErrors } from '../errors.ts'
import { GraphError } from './graph-error.ts'

/** Graph error codes by meaning (https://developers.facebook.com/docs/messenger-platform/error-codes, Cloud API error codes). */
const rateLimited = new Set([4, 17, 32, 613, 80006, 80007, 130429, 131048, 131056])
const permission = new Set([3, 10, 200, 230, 294])
const windowClosed = new Set([131047])
const unavailable = new Set([551, 131026])
const templateInvalid = new Set([132000, 132001, 132005, 132007, 132012, 132015, 132016])
/** Messenger's "outside the allowed window" (code 10 with this subcode). */
const windowSubcodes = new Set([2018278, 2018108])
/** Messenger's "this person isn't available right now". */
const unavailableSubcodes = new Set([1545041, 2018001, 2018034])

/**
 * The AppError an attendant is shown for a Graph failure: a declared ERR_CHANNEL_META_* code in
 * their language, Meta's own message kept as the error's message.
 */
export function graphFailure(error: unknown): AppError {
  if (error instanceof AppError) return error
  if (!(error instanceof GraphError)) {
    return new AppError(metaErrors.ERR_CHANNEL_META_UNAVAILABLE, { cause: error })
  }
  const options = {
    message: error.message,
    cause: error,
    details: { graphCode: error.code, graphSubcode: error.subcode ?? null },
  }
  if (error.tokenRevoked) return new AppError(metaErrors.ERR_CHANNEL_META_TOKEN_REVOKED, options)
  if (error.subcode !== undefined && windowSubcodes.has(error.subcode)) {
    return new AppError(metaErrors.ERR_CHANNEL_META_WINDOW_CLOSED, options)
  }
  if (error.subcode !== undefined && unavailableSubcodes.has(error.subcode)) {
    return new AppError(metaErrors.ERR_CHANNEL_META_RECIPIENT_UNAVAILABLE, options)
  }
  if (windowClosed.has(error.code)) return new AppError(metaErrors.ERR_CHANNEL_META_WINDOW_CLOSED, options)
  if (rateLimited.has(error.code)) return new AppError(metaErrors.ERR_CHANNEL_META_RATE_LIMITED, options)
  if (templateInvalid.has(error.code))
    return new AppError(metaErrors.ERR_CHANNEL_META_TEMPLATE_INVALID, options)
  if (unavailable.has(error.code))
    return new AppError(metaErrors.ERR_CHANNEL_META_RECIPIENT_UNAVAILABLE, options)
  if (permission.has(error.code)) return new AppError(metaErrors.ERR_CHANNEL_META_PERMISSION, options)
  if (error.code === 0 || error.status >= 500)
    return new AppError(metaErrors.ERR_CHANNEL_META_UNAVAILABLE, options)
  return new AppError(metaErrors.ERR_CHANNEL_META_REFUSED, options)
}

/** True when Meta said the message falls outside the standard 24-hour messaging window. */
export function outsideWindow(error: unknown): boolean {
  return (
    error instanceof GraphError &&
    ((error.subcode !== undefined && windowSubcodes.has(error.subcode)) || windowClosed.has(error.code))
  )
}
