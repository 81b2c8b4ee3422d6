import type { RealtimeTarget } from '@atendo/plugin-api'
import type { CompanyNamespace } from './realtime-types.ts'
import { rootCompanyRoom, rootRoom } from './root-namespace.ts'

/**
 * A `RealtimeTarget` over one company namespace. The rooms are kept as plain data and the
 * socket.io broadcast is built at emit time, so a target can be kept and reused.
 */
export function createTarget(
  nsp: CompanyNamespace,
  rooms: string[],
  excepted: string[] = [],
  root?: RootMirror,
): RealtimeTarget {
  return {
    emit(event, payload) {
      nsp.to(rooms).except(excepted).emit(event, payload)
      // The same emit to the company's sockets on the root namespace, in their scoped rooms; an
      // empty room list means the whole company there, never the whole (shared) namespace.
      if (root)
        root.nsp
          .to(
            rooms.length > 0
              ? rooms.map((room) => rootRoom(root.companyId, room))
              : [rootCompanyRoom(root.companyId)],
          )
          .except(excepted.map((room) => rootRoom(root.companyId, room)))
          .emit(event, payload)
    },
    except(room) {
      return createTarget(nsp, rooms, [...excepted, room], root)
    },
  }
}

/** The root namespace (the family's convention) and the company whose scoped rooms an emit reaches there. */
export interface RootMirror {
  nsp: CompanyNamespace
  companyId: number
}
