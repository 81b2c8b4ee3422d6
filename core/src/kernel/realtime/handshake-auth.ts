import type { Caller } from '@atendo/plugin-api'
import { AppError, type ErrorCode, errorCatalogue } from '@atendo/plugin-api'
import type { RealtimeLog, RealtimeSocket } from './realtime-types.ts'

export interface HandshakeAuthOptions {
  /** The company namespace's company; absent on the root namespace, which takes any company's token. */
  companyId?: number
  log: RealtimeLog
  authenticate: (token: string) => Promise<Caller>
}

/**
 * The namespace middleware that turns the handshake token into a `Caller`. A refused socket gets
 * a `connect_error` whose message is the `ERR_*` code, so the client can tell an expired token
 * (refresh and retry) from a missing permission.
 */
export function handshakeAuth(options: HandshakeAuthOptions) {
  return async (socket: RealtimeSocket, next: (error?: Error) => void) => {
    const token = readToken(socket.handshake.auth, socket.handshake.query)
    if (!token) return next(refusal('ERR_UNAUTHENTICATED'))
    try {
      const caller = await options.authenticate(token)
      if (options.companyId !== undefined && caller.companyId !== options.companyId)
        return next(refusal('ERR_NO_PERMISSION'))
      // The spec's clients also name their user (`userId` query); a socket claiming another
      // user than its token's is refused. Anything but a number ("undefined", "null") is ignored.
      const claimed = claimedUserId(socket.handshake.query)
      if (claimed !== undefined && claimed !== caller.userId) return next(refusal('ERR_NO_PERMISSION'))
      socket.data.caller = caller
      socket.data.lastHeartbeatAt = 0
      next()
    } catch (error) {
      const code = errorCode(error)
      if (code === 'ERR_INTERNAL')
        options.log.error({ err: error }, 'realtime handshake authentication failed')
      next(refusal(code))
    }
  }
}

/** The token from `auth: { token }`, or from `query.token` for clients that cannot send `auth`. */
function readToken(auth: Record<string, unknown>, query: Record<string, unknown>): string | undefined {
  for (const candidate of [auth?.token, query?.token]) {
    if (typeof candidate === 'string' && candidate.length > 0) return candidate
  }
  return undefined
}

/** The `userId` query of the spec's handshake, when it is a user id. */
function claimedUserId(query: Record<string, unknown>): number | undefined {
  const value = query?.userId
  if (typeof value !== 'string' || !/^[1-9]\d{0,15}$/.test(value)) return undefined
  return Number(value)
}

function errorCode(error: unknown): ErrorCode {
  // Handshakes are authenticated by core alone, so the code is one of core's catalogue.
  if (error instanceof AppError) return error.code as ErrorCode
  // authenticate may also throw a plain Error named after a catalogue code
  if (error instanceof Error && Object.hasOwn(errorCatalogue, error.message))
    return error.message as ErrorCode
  return 'ERR_INTERNAL'
}

function refusal(code: ErrorCode): Error {
  // socket.io forwards `data` to the client's connect_error alongside the message
  return Object.assign(new Error(code), { data: { code, message: errorCatalogue[code].message } })
}

/**
 * The namespace middleware, after `handshakeAuth`, that puts the socket in the extra rooms of its
 * caller before it counts as connected, so no event meant for those rooms is missed in between.
 */
export function joinExtraRooms(
  roomsFor: (caller: Caller) => Promise<string[]>,
  log: RealtimeLog,
  room: (caller: Caller, name: string) => string = (_caller, name) => name,
) {
  return async (socket: RealtimeSocket, next: (error?: Error) => void) => {
    try {
      const rooms = await roomsFor(socket.data.caller)
      if (rooms.length > 0) socket.join(rooms.map((name) => room(socket.data.caller, name)))
      next()
    } catch (error) {
      log.error({ err: error, userId: socket.data.caller.userId }, 'realtime rooms lookup failed')
      next(refusal('ERR_INTERNAL'))
    }
  }
}
