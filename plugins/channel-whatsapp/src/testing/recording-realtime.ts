import type { RealtimeApi, RealtimeTarget } from '@atendo/plugin-api'

/** One live event as it was sent: where to, its name and payload. */
export interface SentRealtimeEvent {
  to: string
  event: string
  payload: unknown
}

/** A realtime server that records what was emitted, for asserting live announcements. */
export function recordingRealtime(): RealtimeApi & { sent: SentRealtimeEvent[] } {
  const sent: SentRealtimeEvent[] = []
  const target = (to: string): RealtimeTarget => ({
    emit: (event, payload) => void sent.push({ to, event, payload }),
    except: (room) => target(`${to} except ${room}`),
  })
  return {
    sent,
    toCompany: (companyId) => target(`company:${companyId}`),
    toRoom: (companyId, room) => target(`company:${companyId} room:${room}`),
    toRooms: (companyId, rooms) => target(`company:${companyId} rooms:${rooms.join(',')}`),
    toUser: (companyId, userId) => target(`company:${companyId} user:${userId}`),
    toAdmins: (companyId) => target(`company:${companyId} admins`),
    toAllCompanies: () => ({
      emit: async (event, payload) => {
        sent.push({ to: 'all companies', event: typeof event === 'string' ? event : event(0), payload })
      },
    }),
  }
}
