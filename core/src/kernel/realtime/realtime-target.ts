import type { RealtimeTarget } from '@atendo/plugin-api'
import type { CompanyNamespace } from './realtime-types.ts'

/**
 * A `RealtimeTarget` over one company namespace. The rooms are kept as plain data and the
 * socket.io broadcast is built at emit time, so a target can be kept and reused.
 */
export function createTarget(
  nsp: CompanyNamespace,
  rooms: string[],
  excepted: string[] = [],
): RealtimeTarget {
  return {
    emit(event, payload) {
      nsp.to(rooms).except(excepted).emit(event, payload)
    },
    except(room) {
      return createTarget(nsp, rooms, [...excepted, room])
    },
  }
}
