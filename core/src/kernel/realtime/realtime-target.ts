import type { RealtimeTarget } from '@atendo/plugin-api'
import type { CompanyNamespace } from './realtime-types.ts'
import type { RootMirror } from './root-mirror.ts'

/**
 * A `RealtimeTarget` over one company namespace. The rooms are kept as plain data and the
 * socket.io broadcast is built at emit time, so a target can be kept and reused.
 */
export function createTarget(
  nsp: CompanyNamespace,
  rooms: string[],
  excepted: string[] = [],
  root?: RootOfCompany,
): RealtimeTarget {
  return {
    emit(event, payload) {
      // One broadcast, published once over Redis; each node copies it to its own root sockets.
      nsp.to(rooms).except(excepted).emit(event, payload)
      root?.mirror.deliver(root.companyId, rooms, excepted, event, payload)
    },
    except(room) {
      return createTarget(nsp, rooms, [...excepted, room], root)
    },
  }
}

/** The root namespace's copy (root-mirror.ts) and the company whose scoped rooms an emit reaches there. */
export interface RootOfCompany {
  mirror: RootMirror
  companyId: number
}
