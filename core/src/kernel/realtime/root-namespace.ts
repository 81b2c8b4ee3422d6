import type { Caller } from '@atendo/plugin-api'
import { type ClientEventsOptions, handleConnection } from './client-events.ts'
import { handshakeAuth, joinExtraRooms } from './handshake-auth.ts'
import type { CompanyNamespace, RealtimeLog } from './realtime-types.ts'

/**
 * The Whaticket family's own convention (docs/compatibility.md, "Realtime"): Ticketz's front end
 * connects to the ROOT namespace with `?token=...` instead of the spec's `/{companyId}`. The root
 * namespace is shared by every company, so every room a root socket joins is scoped to its
 * company (`company:{id}:{room}`), and each company emit is repeated there into those scoped
 * rooms (root-mirror.ts): one company's events never reach another's sockets.
 */
export const rootRoom = (companyId: number, name: string) => `company:${companyId}:${name}`

/** Every root socket of one company: what a company-wide emit reaches on the root namespace. */
export const rootCompanyRoom = (companyId: number) => rootRoom(companyId, '*')

/** The room a scoped root room stands for, or undefined when it is another company's or none. */
export function unscopedRoom(companyId: number, scoped: string): string | undefined {
  const prefix = rootRoom(companyId, '')
  return scoped.startsWith(prefix) ? scoped.slice(prefix.length) : undefined
}

export interface RootNamespaceOptions extends ClientEventsOptions {
  log: RealtimeLog
  authenticate: (token: string) => Promise<Caller>
  roomsFor?: (caller: Caller) => Promise<string[]>
  /** Makes this node hear its company's broadcasts, so its root sockets get their copy (root-mirror.ts). */
  hearCompany: (companyId: number) => void
}

/**
 * Serves the root namespace as a company namespace is served: the same token check (any
 * company's token, the `userId` query checked against it), the same extra rooms and client
 * events, with every room scoped to the socket's company. The socket's own id is scoped too, so
 * an emit to one socket (an eviction notice) reaches it here as well.
 */
export function serveRootNamespace(root: CompanyNamespace, options: RootNamespaceOptions): void {
  root.use(handshakeAuth({ log: options.log, authenticate: options.authenticate }))
  // Before the rooms are looked up, so the subscription is usually active by the time it connects.
  root.use((socket, next) => {
    options.hearCompany(socket.data.caller.companyId)
    next()
  })
  if (options.roomsFor)
    root.use(
      joinExtraRooms(options.roomsFor, options.log, (caller, name) => rootRoom(caller.companyId, name)),
    )
  root.on('connection', (socket) => {
    const { companyId } = socket.data.caller
    socket.join([rootCompanyRoom(companyId), rootRoom(companyId, socket.id)])
    handleConnection(socket, { ...options, room: (name) => rootRoom(companyId, name) })
  })
}
