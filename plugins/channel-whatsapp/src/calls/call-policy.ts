import type { WhatsAppCoreData } from '../core-data.ts'
import type { SessionOwner } from '../session-owner.ts'

/** What a connection does with an incoming call. */
export interface CallPolicy {
  /** The company's `acceptCallWhatsapp`: when false, calls are rejected. */
  accept: boolean
  /** The company's `AcceptCallWhatsappMessage`: sent to a caller whose call was rejected (when not empty). */
  rejectionMessage: string
  /** The connection's `ticketOnCall`: a call opens (or joins) a ticket with a call_log message. */
  ticketOnCall: boolean
}

/** Reads the call policy as saved now, so a change on the settings or connections page applies to the next call. */
export interface CallPolicies {
  of(owner: SessionOwner): Promise<CallPolicy>
}

/**
 * Read from core's company settings (administration.md §3: acceptCallWhatsapp, default enabled;
 * AcceptCallWhatsappMessage) and the connection's options at each call, through core's services:
 * calls are rare, and reading them then means no stale copy.
 */
export function createCallPolicies(core: Pick<WhatsAppCoreData, 'connections' | 'settings'>): CallPolicies {
  return {
    async of(owner) {
      const [accept, message, connection] = await Promise.all([
        core.settings.readCompanyOption(owner.companyId, 'acceptCallWhatsapp'),
        core.settings.readCompanyOption(owner.companyId, 'AcceptCallWhatsappMessage'),
        core.connections.find(owner.companyId, owner.connectionId),
      ])
      return {
        accept: accept !== 'disabled',
        rejectionMessage: message.trim(),
        ticketOnCall:
          connection?.options.ticketOnCall === true || connection?.options.ticketOnCall === 'true',
      }
    },
  }
}
