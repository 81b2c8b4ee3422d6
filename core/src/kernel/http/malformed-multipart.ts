/**
 * What the multipart parser (busboy) throws for a form that is not a whole form: no boundary, a
 * body cut short, a broken part header. These are the sender's mistakes, so they answer 400; the
 * parser gives them no code, only these messages.
 */
const malformedMessages = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^Unexpected end of (multipart data|form)$/,
  /terminated early due to unexpected end of multipart data$/,
  /^Malformed part header$/,
]

/**
 * Whether an error is a malformed multipart form (see above).
 *
 * @example
 * if (isMalformedMultipart(error)) reply.status(400)
 */
export function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return malformedMessages.some((pattern) => pattern.test(error.message))
}
