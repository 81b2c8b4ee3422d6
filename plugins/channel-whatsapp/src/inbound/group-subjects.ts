import type { SessionLog } from '../session-log.ts'
import type { WhatsAppSocketPort } from '../socket/socket-port.ts'

/** Subjects kept per session: enough for the groups that are active, small enough to stay bounded. */
const maxGroups = 64

/**
 * Group names for group messages, asked from WhatsApp once per group and kept in a small bounded
 * cache (least recently used out), so an idle session holds almost nothing and a busy group costs
 * one query. A failed lookup leaves the name out; core keeps the group's previous name.
 */
export function groupSubjects(log: SessionLog) {
  const subjects = new Map<string, string | undefined>()
  return {
    async of(socket: WhatsAppSocketPort, groupJid: string): Promise<string | undefined> {
      if (subjects.has(groupJid)) {
        const subject = subjects.get(groupJid)
        subjects.delete(groupJid)
        subjects.set(groupJid, subject)
        return subject
      }
      let subject: string | undefined
      try {
        subject = await socket.groupSubject(groupJid)
      } catch (error) {
        log.warn({ err: error, groupJid }, 'group name lookup failed')
        return undefined
      }
      subjects.set(groupJid, subject)
      if (subjects.size > maxGroups) subjects.delete(subjects.keys().next().value as string)
      return subject
    },
    /** How many names are kept (at most 64). */
    size: () => subjects.size,
    /** WhatsApp announced a new name. */
    renamed(groupJid: string, subject: string) {
      if (subjects.has(groupJid)) subjects.set(groupJid, subject)
    },
  }
}
